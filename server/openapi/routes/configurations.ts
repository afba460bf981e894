import { z } from "zod";
import { type ApiRoute } from "@/lib/schemas/common";
import { configurationParams, configurationSchema, upsertConfigurationBody } from "@/lib/schemas/configurations";
import { crudRoutes } from "../crud-routes";

const entries = crudRoutes({ path: "/api/configurations", tag: "Settings", access: "admin", params: configurationParams, view: configurationSchema });

/** {id} is the entry's key; a write creates or replaces it there, so there is no create on the collection. */
export const configurationsApi: ApiRoute[] = [
  entries.list("Every configuration entry, by key."),
  {
    method: "post",
    path: "/api/configurations/{id}",
    summary: "Creates or replaces the configuration entry whose key is {id} (e.g. reminders.firstReminderDay).",
    tag: "Settings",
    params: configurationParams,
    body: upsertConfigurationBody,
    response: z.object({ data: configurationSchema }),
    access: "admin",
  },
  entries.remove(
    "Deletes the configuration entry whose key is {id}; 404 when there is none.",
    z.object({ data: z.object({ key: z.string(), deleted: z.literal(true) }) }),
  ),
];

import { z } from "zod";
import { configurationParams, configurationSchema, upsertConfigurationBody } from "@/lib/schemas/configurations";
import { crudRoutes } from "../crud-routes";
import { inArea, type RouteTable } from "../operation";

const entries = crudRoutes({ path: "/api/configurations", tag: "Settings", params: configurationParams, noun: "Configuration", view: configurationSchema });

/** {id} is the entry's key; a write creates or replaces it there, so there is no create on the collection. */
export const configurationsApi = inArea("settings", {
  listConfigurations: entries.list("Every configuration entry, by key."),
  saveConfiguration: {
    method: "post",
    path: "/api/configurations/{id}",
    summary: "Creates or replaces the configuration entry whose key is {id} (e.g. reminders.firstReminderDay).",
    tag: "Settings",
    params: configurationParams,
    body: upsertConfigurationBody,
    response: z.object({ data: configurationSchema }),
    access: "admin:write",
    handledBy: "own route file",
  },
  deleteConfiguration: {
    method: "delete",
    path: "/api/configurations/{id}",
    summary: "Deletes the configuration entry whose key is {id}; 404 when there is none.",
    tag: "Settings",
    params: configurationParams,
    response: z.object({ data: z.object({ key: z.string(), deleted: z.literal(true) }) }),
    access: "admin:write",
    handledBy: "own route file",
  },
} satisfies RouteTable);

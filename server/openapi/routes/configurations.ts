import { z } from "zod";
import { type ApiRoute } from "@/lib/schemas/common";
import { configurationParams, configurationSchema, upsertConfigurationBody } from "@/lib/schemas/configurations";

export const configurationsApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/configurations",
    summary: "Every configuration entry, by key.",
    tag: "Settings",
    response: z.object({ data: z.array(configurationSchema) }),
    access: "admin",
  },
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
  {
    method: "delete",
    path: "/api/configurations/{id}",
    summary: "Deletes the configuration entry whose key is {id}; 404 when there is none.",
    tag: "Settings",
    params: configurationParams,
    response: z.object({ data: z.object({ key: z.string(), deleted: z.literal(true) }) }),
    access: "admin",
  },
];

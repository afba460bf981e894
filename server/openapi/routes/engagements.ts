import { z } from "zod";
import { idParams, uuid } from "@/lib/schemas/common";
import { createEngagementBody, engagementChangeResponse, timesheetChangeSchema, updateEngagementBody } from "@/lib/schemas/engagements";
import { inArea, type RouteTable } from "../operation";

/** A dated period of a project engagement with its rates (the spec's engagements of a ProjectEngagement). */
export const engagementsApi = inArea("organisation", {
  createEngagement: {
    method: "post",
    path: "/api/engagements",
    created: true,
    summary:
      "Adds a dated period with its rates (one per frequency) to a project engagement. Periods with a rate of the same frequency may not overlap (409 naming the overlap). Creates the INITIALIZED timesheets of its months up to one period ahead of the current one; the daily cron creates later ones.",
    tag: "Engagements",
    body: createEngagementBody,
    response: engagementChangeResponse,
    access: "admin:write",
  },
  updateEngagement: {
    method: "put",
    path: "/api/engagements/{id}",
    summary:
      "Changes a period's dates and rates (version-checked; rates are matched by frequency, so records keep theirs). Same overlap rule; a rate used by records cannot be removed and the period must keep covering the records paid at its rates (409). Extending creates timesheets; shortening removes only untouched ones (INITIALIZED, nothing attached) of months no period covers any more.",
    tag: "Engagements",
    params: idParams,
    body: updateEngagementBody,
    response: engagementChangeResponse,
    access: "admin:write",
    id: "Engagement",
  },
  deleteEngagement: {
    method: "delete",
    path: "/api/engagements/{id}",
    summary:
      "Deletes a period and its rates when no record uses them (else 409); untouched timesheets of months no other period covers are removed.",
    tag: "Engagements",
    params: idParams,
    response: z.object({ data: z.object({ id: uuid, timesheets: z.object({ removed: z.array(timesheetChangeSchema) }) }) }),
    access: "admin:write",
    id: "Engagement",
  },
} satisfies RouteTable);

import { z } from "zod";
import { idParams, uuid } from "@/lib/schemas/common";
import {
  adminProjectEngagementSchema,
  createEngagementBody,
  createProjectEngagementBody,
  engagementChangeResponse,
  projectEngagementListQuery,
  projectEngagementSchema,
  timesheetChangeSchema,
  updateEngagementBody,
} from "@/lib/schemas/engagements";
import { pageSchema } from "@/lib/schemas/paging";
import type { RouteTable } from "../operation";

export const engagementsApi = {
  listProjectEngagements: {
    method: "get",
    path: "/api/project-engagements",
    summary:
      "The caller's project engagements by project name, with their rates and every visible timesheet; engagements hidden by the 60-day rule only with includeHidden=true. Paged: at most limit (default 50, at most 200) engagements per answer, fewer when hidden ones are left out; continue with cursor=nextCursor until it is null.",
    tag: "Engagements",
    query: projectEngagementListQuery,
    response: pageSchema(projectEngagementSchema),
    access: "own-timesheets:read",
    answer: "as-is",
  },
} satisfies RouteTable;

export const engagementAdminApi = {
  createProjectEngagement: {
    method: "post",
    path: "/api/project-engagements",
    created: true,
    summary:
      "Puts a contractor on a project (one project engagement per contractor and project; a second one is 409). It has no rates yet, so no timesheets: add an engagement period with POST /api/engagements.",
    tag: "Engagements",
    body: createProjectEngagementBody,
    response: z.object({ data: adminProjectEngagementSchema }),
    access: "admin:write",
  },
  deleteProjectEngagement: {
    method: "delete",
    path: "/api/project-engagements/{id}",
    summary:
      "Deletes a project engagement with its periods, rates and timesheets, only while none of its timesheets has records, expenses, files, an invoice or a submission (else 409 naming the first one).",
    tag: "Engagements",
    params: idParams,
    response: z.object({ data: z.object({ id: uuid, removedTimesheets: z.array(timesheetChangeSchema) }) }),
    access: "admin:write",
    id: "Project engagement",
  },
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
} satisfies RouteTable;

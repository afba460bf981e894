import { z } from "zod";
import { idParams, uuid } from "@/lib/schemas/common";
import {
  adminProjectEngagementSchema,
  createProjectEngagementBody,
  projectEngagementListQuery,
  projectEngagementSchema,
  timesheetChangeSchema,
} from "@/lib/schemas/engagements";
import { pageSchema } from "@/lib/schemas/paging";
import { inArea, type RouteTable } from "../operation";

/** A contractor on a project (the spec's ProjectEngagement): its dated periods with rates are ./engagements. */
export const projectEngagementsApi = inArea("organisation", {
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
} satisfies RouteTable);

import { type ApiRoute } from "@/lib/schemas/common";
import { pageSchema } from "@/lib/schemas/paging";
import { projectEngagementListQuery, projectEngagementSchema } from "@/lib/schemas/engagements";

export const engagementsApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/project-engagements",
    summary:
      "The caller's project engagements by project name, with their rates and every visible timesheet; engagements hidden by the 60-day rule only with includeHidden=true. Paged: at most limit (default 50, at most 200) engagements per answer, fewer when hidden ones are left out; continue with cursor=nextCursor until it is null.",
    tag: "Engagements",
    query: projectEngagementListQuery,
    response: pageSchema(projectEngagementSchema),
    access: "contractor",
  },
];

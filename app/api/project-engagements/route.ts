import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { projectEngagementsApi } from "@/server/openapi/routes/project-engagements";
import { createProjectEngagement } from "@/server/services/project-engagements/create-project-engagement";
import { listProjectEngagements } from "@/server/services/project-engagements/list-project-engagements";

/** One page of the contractor's own engagements; ?includeHidden=true also lists those the 60-day rule hides. */
export const GET = endpoint(projectEngagementsApi.listProjectEngagements, ({ db, actor, query }) =>
  listProjectEngagements(db, actor, { ...query, today: businessToday() }),
);

/** An administrator puts a contractor on a project; its periods and rates come with POST /api/engagements. */
export const POST = endpoint(projectEngagementsApi.createProjectEngagement, ({ db, body }) =>
  createProjectEngagement(db, body),
);

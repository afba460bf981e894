import { endpoint } from "@/server/http/endpoint";
import { projectEngagementsApi } from "@/server/openapi/routes/project-engagements";
import { deleteProjectEngagement } from "@/server/services/project-engagements/delete-project-engagement";

/** Deletes an unused project engagement with its periods, rates and timesheets. */
export const DELETE = endpoint(projectEngagementsApi.deleteProjectEngagement, ({ db, actor, id }) => deleteProjectEngagement(db, actor, id));

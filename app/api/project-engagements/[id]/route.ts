import { endpoint } from "@/server/http/endpoint";
import { engagementAdminApi } from "@/server/openapi/routes/engagements";
import { deleteProjectEngagement } from "@/server/services/engagements/delete-project-engagement";

/** Deletes an unused project engagement with its periods, rates and timesheets. */
export const DELETE = endpoint(engagementAdminApi.deleteProjectEngagement, ({ db, actor, id }) => deleteProjectEngagement(db, actor, id));

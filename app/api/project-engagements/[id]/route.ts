import { endpoint } from "@/server/http/endpoint";
import { deleteProjectEngagement } from "@/server/services/engagements/delete-project-engagement";

/** Deletes an unused project engagement with its periods, rates and timesheets. */
export const DELETE = endpoint({ access: "admin:write", id: "Project engagement" }, ({ db, actor, id }) => deleteProjectEngagement(db, actor, id));

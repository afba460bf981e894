import { endpoint } from "@/server/http/endpoint";
import { projectsApi } from "@/server/openapi/routes/projects";
import { deleteProject } from "@/server/services/projects/delete-project";
import { getProject } from "@/server/services/projects/get-project";
import { updateProject } from "@/server/services/projects/update-project";

export const GET = endpoint(projectsApi.getProject, ({ db, id }) => getProject(db, id));

export const PUT = endpoint(projectsApi.updateProject, ({ db, id, body }) => updateProject(db, id, body));

export const DELETE = endpoint(projectsApi.deleteProject, ({ db, id }) => deleteProject(db, id));

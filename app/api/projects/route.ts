import { endpoint } from "@/server/http/endpoint";
import { projectsApi } from "@/server/openapi/routes/projects";
import { createProject } from "@/server/services/projects/create-project";
import { listProjects } from "@/server/services/projects/list-projects";

export const GET = endpoint(projectsApi.listProjects, ({ db, query }) => listProjects(db, query));

export const POST = endpoint(projectsApi.createProject, ({ db, body }) => createProject(db, body));

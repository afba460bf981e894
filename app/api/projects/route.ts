import { createProjectBody, projectListQuery } from "@/lib/schemas/projects";
import { endpoint } from "@/server/http/endpoint";
import { createProject } from "@/server/services/projects/create-project";
import { listProjects } from "@/server/services/projects/list-projects";

export const GET = endpoint({ access: "admin:read", query: projectListQuery, answer: "as-is" }, ({ db, query }) => listProjects(db, query));

export const POST = endpoint({ access: "admin:write", body: createProjectBody, answer: "created" }, ({ db, body }) => createProject(db, body));

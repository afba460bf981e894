import { updateProjectBody } from "@/lib/schemas/projects";
import { endpoint } from "@/server/http/endpoint";
import { deleteProject } from "@/server/services/projects/delete-project";
import { getProject } from "@/server/services/projects/get-project";
import { updateProject } from "@/server/services/projects/update-project";

export const GET = endpoint({ access: "admin:read", id: "Project" }, ({ db, id }) => getProject(db, id));

export const PUT = endpoint({ access: "admin:write", id: "Project", body: updateProjectBody }, ({ db, id, body }) => updateProject(db, id, body));

export const DELETE = endpoint({ access: "admin:write", id: "Project" }, ({ db, id }) => deleteProject(db, id));

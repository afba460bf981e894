import { z } from "zod";
import { idParams, uuid } from "@/lib/schemas/common";
import { pageSchema } from "@/lib/schemas/paging";
import { PROJECT_HAS_TIMESHEETS_MESSAGE, archiveProjectBody, assignContractorBody, createProjectBody, projectActionParams, projectListItemSchema, projectListQuery, projectResponse, removeContractorBody, updateProjectBody } from "@/lib/schemas/projects";
import { inArea, type RouteTable } from "../operation";

export const projectsApi = inArea("organisation", {
  listProjects: {
    method: "get",
    path: "/api/projects",
    summary:
      "Projects by name with client, dates, counts of contractors, reviewers and open timesheets; archived ones only with includeArchived=true. Paged: at most limit (default 50, at most 200) per answer; continue with cursor=nextCursor until it is null.",
    tag: "Projects",
    query: projectListQuery,
    response: pageSchema(projectListItemSchema),
    access: "admin:read",
    answer: "as-is",
  },
  createProject: {
    method: "post",
    path: "/api/projects",
    created: true,
    summary: "Creates a project of a client. Names are unique per client (409 otherwise).",
    tag: "Projects",
    body: createProjectBody,
    response: projectResponse,
    access: "admin:write",
  },
  getProject: {
    method: "get",
    path: "/api/projects/{id}",
    summary: "One project with its contractors' engagements (periods and rates) and its reviewers.",
    tag: "Projects",
    params: idParams,
    response: projectResponse,
    access: "admin:read",
    id: "Project",
  },
  updateProject: {
    method: "put",
    path: "/api/projects/{id}",
    summary: "Changes the fields sent; 409 when the version is stale or the name is taken.",
    tag: "Projects",
    params: idParams,
    body: updateProjectBody,
    response: projectResponse,
    access: "admin:write",
    id: "Project",
  },
  deleteProject: {
    method: "delete",
    path: "/api/projects/{id}",
    summary: `Deletes a project that has no timesheets (with its engagements and reviewers); otherwise 409 '${PROJECT_HAS_TIMESHEETS_MESSAGE}'`,
    tag: "Projects",
    params: idParams,
    response: z.object({ data: z.object({ id: uuid, deleted: z.literal(true) }) }),
    access: "admin:write",
    id: "Project",
  },
  runProjectAction: {
    method: "post",
    path: "/api/projects/{id}/{action}",
    summary:
      "archive / unarchive (body { version? }); assign-contractor (body { contractorId, startDate, endDate?, expensesEligible?, bonusEligible? }: creates the project engagement without rates); remove-contractor (body { contractorId }: only while none of its timesheets has recorded work). Any other action: 400.",
    tag: "Projects",
    params: projectActionParams,
    body: z.union([archiveProjectBody, assignContractorBody, removeContractorBody]),
    response: projectResponse,
    access: "admin:write",
    handledBy: "own route file",
  },
} satisfies RouteTable);

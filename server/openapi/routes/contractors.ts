import { z } from "zod";
import { idParams, uuid } from "@/lib/schemas/common";
import { pageSchema } from "@/lib/schemas/paging";
import { CONTRACTOR_HAS_SETTLED_WORK_MESSAGE, contractorDetailsSchema, contractorListItemSchema, contractorResponse, createContractorBody, listContractorsQuery, updateContractorBody } from "@/lib/schemas/contractors";
import { inArea, type RouteTable } from "../operation";

export const contractorsApi = inArea("organisation", {
  listContractors: {
    method: "get",
    path: "/api/contractors",
    summary:
      "Contractors by name with e-mail, status, working days, active flag, projects and last activity. Paged: at most limit (default 50, at most 200) per answer; continue with cursor=nextCursor until it is null. q narrows to the contractors whose name, e-mail or project names contain it.",
    tag: "Contractors",
    query: listContractorsQuery,
    response: pageSchema(contractorListItemSchema),
    access: "admin:read",
    answer: "as-is",
  },
  createContractor: {
    method: "post",
    path: "/api/contractors",
    created: true,
    summary:
      "Invites a contractor: creates the user (role SUBCONTRACTOR, no password yet) and the contractor (INVITED), and queues the invitation e-mail with a one-time sign-up link. 409 when the e-mail is taken.",
    tag: "Contractors",
    body: createContractorBody,
    response: contractorResponse,
    access: "admin:write",
  },
  getContractor: {
    method: "get",
    path: "/api/contractors/{id}",
    summary: "One contractor.",
    tag: "Contractors",
    params: idParams,
    response: contractorResponse,
    access: "admin:read",
    id: "Contractor",
  },
  updateContractor: {
    method: "put",
    path: "/api/contractors/{id}",
    summary:
      "Changes working days, status, product tours, name, country, party type or active (false deactivates: no sign-in, sessions ended); 409 when the version is stale.",
    tag: "Contractors",
    params: idParams,
    body: updateContractorBody,
    response: contractorResponse,
    access: "admin:write",
    id: "Contractor",
  },
  deleteContractor: {
    method: "delete",
    path: "/api/contractors/{id}",
    summary: `Deletes a contractor and their account when nothing was ever recorded or settled; otherwise 409 '${CONTRACTOR_HAS_SETTLED_WORK_MESSAGE}'`,
    tag: "Contractors",
    params: idParams,
    response: z.object({ data: z.object({ id: uuid, deleted: z.literal(true) }) }),
    access: "admin:write",
    id: "Contractor",
  },
  getContractorDetails: {
    method: "get",
    path: "/api/contractors/{id}/details",
    summary: "Profile, billing details, latest invitation, engagements with rates and a summary of the timesheets.",
    tag: "Contractors",
    params: idParams,
    response: z.object({ data: contractorDetailsSchema }),
    access: "admin:read",
    id: "Contractor",
  },
} satisfies RouteTable);

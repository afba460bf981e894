import { updateContractorBody } from "@/lib/schemas/contractors";
import { endpoint } from "@/server/http/endpoint";
import { deleteContractor } from "@/server/services/contractors/delete-contractor";
import { getContractor } from "@/server/services/contractors/get-contractor";
import { updateContractor } from "@/server/services/contractors/update-contractor";

export const GET = endpoint({ access: "admin:read", id: "Contractor" }, ({ db, id }) => getContractor(db, id));

export const PUT = endpoint({ access: "admin:write", id: "Contractor", body: updateContractorBody }, ({ db, actor, id, body }) =>
  updateContractor(db, id, body, actor),
);

export const DELETE = endpoint({ access: "admin:write", id: "Contractor" }, ({ db, actor, id }) => deleteContractor(db, actor, id));

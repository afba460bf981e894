import { endpoint } from "@/server/http/endpoint";
import { contractorsApi } from "@/server/openapi/routes/contractors";
import { deleteContractor } from "@/server/services/contractors/delete-contractor";
import { getContractor } from "@/server/services/contractors/get-contractor";
import { updateContractor } from "@/server/services/contractors/update-contractor";

export const GET = endpoint(contractorsApi.getContractor, ({ db, id }) => getContractor(db, id));

export const PUT = endpoint(contractorsApi.updateContractor, ({ db, actor, id, body }) =>
  updateContractor(db, id, body, actor),
);

export const DELETE = endpoint(contractorsApi.deleteContractor, ({ db, actor, id }) => deleteContractor(db, actor, id));

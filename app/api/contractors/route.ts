import { createContractorBody, listContractorsQuery } from "@/lib/schemas/contractors";
import { endpoint } from "@/server/http/endpoint";
import { createContractor } from "@/server/services/contractors/create-contractor";
import { listContractorsPage } from "@/server/services/contractors/list-contractors";

/** One page of contractors by name, narrowed by ?q=; continue with ?cursor=nextCursor. */
export const GET = endpoint({ access: "admin:read", query: listContractorsQuery, answer: "as-is" }, ({ db, query }) =>
  listContractorsPage(db, query),
);

export const POST = endpoint({ access: "admin:write", body: createContractorBody, answer: "created" }, ({ db, actor, body }) =>
  createContractor(db, actor, body),
);

import { endpoint } from "@/server/http/endpoint";
import { contractorsApi } from "@/server/openapi/routes/contractors";
import { createContractor } from "@/server/services/contractors/create-contractor";
import { listContractorsPage } from "@/server/services/contractors/list-contractors";

/** One page of contractors by name, narrowed by ?q=; continue with ?cursor=nextCursor. */
export const GET = endpoint(contractorsApi.listContractors, ({ db, query }) =>
  listContractorsPage(db, query),
);

export const POST = endpoint(contractorsApi.createContractor, ({ db, actor, body }) =>
  createContractor(db, actor, body),
);

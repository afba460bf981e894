import { DEFAULT_LOOKUP_LIMIT, MAX_LOOKUP_LIMIT, SUMMARIES, lookupQuery, lookupResponse, type LookupKind } from "@/lib/schemas/lookups";
import { inArea, type RouteTable } from "../operation";

const lookup = (kind: LookupKind) =>
  ({
    method: "get",
    path: `/api/lookups/${kind}`,
    summary: `${SUMMARIES[kind]} At most limit (default ${DEFAULT_LOOKUP_LIMIT}, at most ${MAX_LOOKUP_LIMIT}) answers; an empty q lists the first by name. For pickers.`,
    tag: "Look-ups",
    query: lookupQuery,
    response: lookupResponse,
    access: "admin:read",
  }) as const;

export const lookupsApi = inArea("organisation", {
  listLookupContractors: lookup("contractors"),
  listLookupProjects: lookup("projects"),
  listLookupClients: lookup("clients"),
} satisfies RouteTable);

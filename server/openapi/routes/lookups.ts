import { type ApiRoute } from "@/lib/schemas/common";
import { DEFAULT_LOOKUP_LIMIT, LOOKUP_KINDS, MAX_LOOKUP_LIMIT, SUMMARIES, lookupQuery, lookupResponse } from "@/lib/schemas/lookups";

export const lookupsApi: ApiRoute[] = LOOKUP_KINDS.map((kind) => ({
  method: "get" as const,
  path: `/api/lookups/${kind}`,
  summary: `${SUMMARIES[kind]} At most limit (default ${DEFAULT_LOOKUP_LIMIT}, at most ${MAX_LOOKUP_LIMIT}) answers; an empty q lists the first by name. For pickers.`,
  tag: "Look-ups",
  query: lookupQuery,
  response: lookupResponse,
  access: "admin or admin API key",
}));

import { endpoint } from "@/server/http/endpoint";
import { lookupsApi } from "@/server/openapi/routes/lookups";
import { lookUp } from "@/server/services/lookups/look-up";

export const GET = endpoint(lookupsApi.listLookupContractors, ({ db, query }) => lookUp(db, "contractors", query));

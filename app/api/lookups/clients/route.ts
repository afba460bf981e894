import { lookupQuery } from "@/lib/schemas/lookups";
import { endpoint } from "@/server/http/endpoint";
import { lookUp } from "@/server/services/lookups/look-up";

export const GET = endpoint({ access: "admin:read", query: lookupQuery }, ({ db, query }) => lookUp(db, "clients", query));

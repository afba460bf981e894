import { endpoint } from "@/server/http/endpoint";
import { configurationsApi } from "@/server/openapi/routes/configurations";
import { listConfigurations } from "@/server/services/configurations/list-configurations";

// Not paged: configuration entries are a small set of settings keys the product defines, not a
// list that grows with the company's work.
export const GET = endpoint(configurationsApi.listConfigurations, ({ db }) => listConfigurations(db));

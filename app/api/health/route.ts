import { endpoint } from "@/server/http/endpoint";
import { healthApi } from "@/server/openapi/routes/health";
import { checkHealth } from "@/server/services/health/check-health";
import { serverHealthProbes } from "@/server/services/health/server-health-probes";

export const dynamic = "force-dynamic";

/** No sign-in: load balancers and supervisors call it. A failing part answers 503. */
export const GET = endpoint(healthApi.getHealth, () => checkHealth(serverHealthProbes()));

import { NextResponse } from "next/server";
import { route } from "@/server/http/respond";
import { checkHealth } from "@/server/services/health/check-health";
import { serverHealthProbes } from "@/server/services/health/server-health-probes";

export const dynamic = "force-dynamic";

/** No sign-in: load balancers and supervisors call it. A failing part answers 503. */
export const GET = route(async () => {
  const data = await checkHealth(serverHealthProbes());
  return NextResponse.json({ data });
});

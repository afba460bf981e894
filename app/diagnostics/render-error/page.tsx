import { notFound } from "next/navigation";
import { env } from "@/env";

/**
 * Throws while rendering, so operators and the e2e suite can see the error page of spec point 2
 * for real. It exists in local and test mode only; elsewhere it is a 404.
 */
// Rendered per request: at build time there is nothing to throw for.
export const dynamic = "force-dynamic";

export default async function RenderErrorDiagnostic() {
  if (env.NEXT_PUBLIC_ENV !== "local" && env.NEXT_PUBLIC_ENV !== "test") notFound();
  throw new Error("This is a deliberate render error from the diagnostics page.");
}

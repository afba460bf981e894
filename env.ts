import { createAppEnv, type AppEnv } from "@/lib/config/create-env";
import type { EnvSource } from "@/lib/config/env-schema";

/**
 * The one validated view of configuration. Client variables are listed literally so Next can
 * inline them into the browser bundle; on the server everything comes from process.env.
 */
const publicRuntime: EnvSource = {
  NEXT_PUBLIC_ENV: process.env.NEXT_PUBLIC_ENV,
  NEXT_PUBLIC_DEPLOYMENT_URL: process.env.NEXT_PUBLIC_DEPLOYMENT_URL,
  NEXT_PUBLIC_BACKEND_URL: process.env.NEXT_PUBLIC_BACKEND_URL,
  NEXT_PUBLIC_BACKEND_ANON_KEY: process.env.NEXT_PUBLIC_BACKEND_ANON_KEY,
  NEXT_PUBLIC_STORAGE_UPLOADS_URL: process.env.NEXT_PUBLIC_STORAGE_UPLOADS_URL,
  NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL: process.env.NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
};

const definedPublic = Object.fromEntries(Object.entries(publicRuntime).filter(([, v]) => v !== undefined));

// The build evaluates route modules without serving them; secrets are checked when the server starts.
const building = process.env.NEXT_PHASE === "phase-production-build";

export const env: AppEnv = createAppEnv({ ...process.env, ...definedPublic }, { skipValidation: building });

// env-core is what @t3-oss/env-nextjs wraps; used directly because its non-strict runtimeEnv keeps
// the inferred types when the source is built at run time (tests validate arbitrary sets).
import { createEnv } from "@t3-oss/env-core";
import {
  clientSchema,
  describeIssues,
  INVALID_ENVIRONMENT,
  serverSchema,
  withLocalDefaults,
  type EnvSource,
} from "@/lib/config/env-schema";

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
};

export function createAppEnv(source: EnvSource, options: { isServer?: boolean; skipValidation?: boolean } = {}) {
  const values = withLocalDefaults(source);
  return createEnv({
    server: serverSchema,
    client: clientSchema,
    clientPrefix: "NEXT_PUBLIC_",
    runtimeEnv: values,
    isServer: options.isServer ?? typeof window === "undefined",
    skipValidation: options.skipValidation,
    emptyStringAsUndefined: true,
    onValidationError: (issues) => {
      console.error(`${INVALID_ENVIRONMENT}:\n${describeIssues(issues).join("\n")}`);
      throw new Error(INVALID_ENVIRONMENT);
    },
    onInvalidAccess: (variable) => {
      throw new Error(`❌ Attempted to access a server-side environment variable on the client: ${variable}`);
    },
  });
}

export type AppEnv = ReturnType<typeof createAppEnv>;

// The build evaluates route modules without serving them; secrets are checked when the server starts.
const building = process.env.NEXT_PHASE === "phase-production-build";

export const env: AppEnv = createAppEnv({ ...process.env, ...definedOnly(publicRuntime) }, { skipValidation: building });

function definedOnly(source: EnvSource): EnvSource {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined));
}

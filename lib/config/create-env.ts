// env-core is what @t3-oss/env-nextjs wraps; used directly because its non-strict runtimeEnv keeps
// the inferred types when the source is built at run time (tests validate arbitrary sets).
import { createEnv } from "@t3-oss/env-core";
import { clientSchema, describeIssues, INVALID_ENVIRONMENT, serverSchema, withLocalDefaults, type EnvSource } from "./env-schema";

export function createAppEnv(source: EnvSource, options: { isServer?: boolean; skipValidation?: boolean } = {}) {
  return createEnv({
    server: serverSchema,
    client: clientSchema,
    clientPrefix: "NEXT_PUBLIC_",
    runtimeEnv: withLocalDefaults(source),
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

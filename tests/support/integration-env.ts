import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Configuration for integration tests, set before any module reads env.ts.
process.env.NEXT_PUBLIC_ENV = "test";
process.env.SERVICE_KEY ??= "test-service-key-test-service-key-0123456789";
process.env.ADMIN_API_KEY ??= "test-admin-api-key";
process.env.CRON_SECRET ??= "test-cron-secret";
process.env.DEPLOYMENT_URL = "http://localhost:3000";
process.env.NEXT_PUBLIC_DEPLOYMENT_URL = "http://localhost:3000";
process.env.NEXT_PUBLIC_BACKEND_URL = "http://localhost:3000";
process.env.NEXT_PUBLIC_BACKEND_ANON_KEY = "test-anon-key";
process.env.NEXT_PUBLIC_STORAGE_UPLOADS_URL = "http://localhost:3000/api/files";
process.env.NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL = "http://localhost:3000/handbook";
process.env.AUTH_RATE_LIMIT_MAX = "5";
// Expense records and exports are refused while FEATURE_EXPENSES is off; most tests exercise them.
// Tests of the flag switched off flip env.FEATURE_EXPENSES (tests/integration/expense-records/expenses-switched-off.test.ts).
process.env.FEATURE_EXPENSES ??= "true";
delete process.env.DATABASE_URL;
// Uploads written by tests (and the seed) land in a throwaway folder, never in ./data.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "settle-test-"));
// The webhook receivers of the tests listen on 127.0.0.1; the refusal is tested with the option switched off.
process.env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS ??= "true";
// So does the OpenID Connect provider of the single sign-on tests (tests/support/oidc-provider.ts).
process.env.SSO_ALLOW_PRIVATE_NETWORKS ??= "true";

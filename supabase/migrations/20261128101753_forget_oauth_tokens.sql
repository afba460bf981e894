-- An identity provider's access, refresh and ID tokens are never used after the sign-in they came
-- with; kept, they are live credentials in every backup. better-auth no longer stores them
-- (server/auth/auth.ts, databaseHooks.account); this forgets those stored before.
UPDATE "accounts" SET "access_token" = NULL, "refresh_token" = NULL, "id_token" = NULL
  WHERE "access_token" IS NOT NULL OR "refresh_token" IS NOT NULL OR "id_token" IS NOT NULL;

CREATE TABLE "sso_provider" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"domain" text NOT NULL,
	"oidc_config" text,
	"saml_config" text,
	"user_id" uuid,
	"organization_id" text,
	"required" boolean DEFAULT false NOT NULL,
	"trust_mfa" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_provider_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "sso_provider_domain_check" CHECK ("sso_provider"."domain" <> '')
);
--> statement-breakpoint
ALTER TABLE "sso_provider" ADD CONSTRAINT "sso_provider_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The providers registered before: same ids (their callback URL names it), names, issuers, domains, switches and dates; the client secret stays sealed as it was (the same seal, now inside oidc_config).
INSERT INTO "sso_provider" ("id", "provider_id", "name", "issuer", "domain", "oidc_config", "required", "trust_mfa", "created_at", "updated_at")
SELECT "id", "id"::text, "name", "issuer", array_to_string("domains", ','),
  json_build_object('issuer', "issuer", 'pkce', true, 'clientId', "client_id", 'clientSecret', "client_secret_sealed", 'discoveryEndpoint', "issuer" || '/.well-known/openid-configuration', 'scopes', json_build_array('openid', 'email', 'profile'), 'tokenEndpointAuthentication', 'client_secret_basic')::text,
  "required", "trust_mfa", "created_at", "updated_at"
FROM "sso_providers";

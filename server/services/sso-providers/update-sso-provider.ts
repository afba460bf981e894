import "server-only";
import { eq, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { SsoProviderView, UpdateSsoProviderBody } from "@/lib/schemas/sso-providers";
import type { Database } from "@/server/db";
import { ssoProviders } from "@/server/db/schema";
import { assertDomainsFree, assertIssuerAddress, domainColumn, oidcConfigOf, sealClientSecret, sealedSecretOf, ssoProviderColumns } from "./sso-provider-rows";

/** Changes a provider; the stored client secret stays unless a new one is sent. */
export async function updateSsoProvider(db: Database, id: string, body: UpdateSsoProviderBody): Promise<SsoProviderView> {
  // Domains first (a clash is the likelier mistake), then the address, outside the transaction (a DNS lookup).
  await assertDomainsFree(db, body.domains, id);
  await assertIssuerAddress(body.issuer);
  return db.transaction(async (tx) => {
    await assertDomainsFree(tx, body.domains, id);
    const [current] = await tx.select({ oidcConfig: ssoProviders.oidcConfig }).from(ssoProviders).where(eq(ssoProviders.id, id)).for("update");
    if (!current) throw notFound("ssoProvider");
    const sealed = body.clientSecret ? sealClientSecret(body.clientSecret) : sealedSecretOf(current.oidcConfig);
    const [updated] = await tx
      .update(ssoProviders)
      .set({
        name: body.name,
        issuer: body.issuer,
        domain: domainColumn(body.domains),
        oidcConfig: oidcConfigOf(body.issuer, body.clientId, sealed),
        required: body.required,
        trustMfa: body.trustMfa,
        updatedAt: sql`now()`,
      })
      .where(eq(ssoProviders.id, id))
      .returning(ssoProviderColumns);
    if (!updated) throw notFound("ssoProvider");
    return updated;
  });
}

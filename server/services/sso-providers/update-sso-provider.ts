import "server-only";
import { eq, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { SsoProviderView, UpdateSsoProviderBody } from "@/lib/schemas/sso-providers";
import type { Database } from "@/server/db";
import { ssoProviders } from "@/server/db/schema";
import { assertDomainsFree, assertIssuerAddress, sealClientSecret, ssoProviderColumns } from "./sso-provider-rows";

/** Changes a provider; the stored client secret stays unless a new one is sent. */
export async function updateSsoProvider(db: Database, id: string, body: UpdateSsoProviderBody): Promise<SsoProviderView> {
  // Domains first (a clash is the likelier mistake), then the address, outside the transaction (a DNS lookup).
  await assertDomainsFree(db, body.domains, id);
  await assertIssuerAddress(body.issuer);
  return db.transaction(async (tx) => {
    await assertDomainsFree(tx, body.domains, id);
    const { clientSecret, ...fields } = body;
    const [updated] = await tx
      .update(ssoProviders)
      .set({
        ...fields,
        domains: [...new Set(body.domains)],
        ...(clientSecret ? { clientSecretSealed: sealClientSecret(clientSecret) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(ssoProviders.id, id))
      .returning(ssoProviderColumns);
    if (!updated) throw notFound("ssoProvider");
    return updated;
  });
}

import "server-only";
import { asc } from "drizzle-orm";
import type { SsoProviderView } from "@/lib/schemas/sso-providers";
import type { DbOrTx } from "@/server/db";
import { ssoProviders } from "@/server/db/schema";
import { ssoProviderColumns } from "./sso-provider-rows";

export async function listSsoProviders(db: DbOrTx): Promise<SsoProviderView[]> {
  return db.select(ssoProviderColumns).from(ssoProviders).orderBy(asc(ssoProviders.name), asc(ssoProviders.id));
}

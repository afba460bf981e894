import { UserRound } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiKeysSection } from "@/components/admin/settings/api-keys/api-keys-section";
import { PageHeader } from "@/components/ui/page-header";
import { PageSection } from "@/components/ui/page-section";
import { env } from "@/env";
import { ProfileForm } from "@/components/contractor/profile/profile-form";
import { EmptyState } from "@/components/ui/empty-state";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listOwnApiKeys } from "@/server/services/api-keys/list-api-keys";
import { getCurrentUser } from "@/server/services/users/get-current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contractor.pages");
  return { title: t("profile") };
}

/** Reached from the user menu: the contractor's name, e-mail, work days and language, and their own API keys. */
export default async function ContractorProfilePage() {
  const actor = await requirePageActor(["SUBCONTRACTOR"]);
  const db = await getDb();
  const [user, apiKeys] = await Promise.all([getCurrentUser(db, actor), actor.userId ? listOwnApiKeys(db, actor.userId) : []]);
  const t = await getTranslations("contractor.profile");
  const keyWords = await getTranslations("admin.apiKeys");
  const pages = await getTranslations("contractor.pages");
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title={pages("profile")} description={t("description")} />
      {user.contractor ? (
        <ProfileForm
          profile={{ name: user.name, email: user.email, workingDays: user.contractor.workingDays, locale: user.locale, version: user.contractor.version }}
        />
      ) : (
        <EmptyState icon={UserRound} title={t("noProfile")} description={t("noProfileDescription")} />
      )}
      <PageSection id="api-keys" title={keyWords("ownHeading")} anchor>
        <ApiKeysSection own apiKeys={apiKeys} timeZone={env.BUSINESS_TIME_ZONE} />
      </PageSection>
    </div>
  );
}

import { UserRound } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { ProfileForm } from "@/components/contractor/profile/profile-form";
import { EmptyState } from "@/components/ui/empty-state";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { getCurrentUser } from "@/server/services/users/get-current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contractor.pages");
  return { title: t("profile") };
}

/** Reached from the user menu: the contractor's name, e-mail, work days and language. */
export default async function ContractorProfilePage() {
  const actor = await requirePageActor(["SUBCONTRACTOR"]);
  const user = await getCurrentUser(await getDb(), actor);
  const t = await getTranslations("contractor.profile");
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
    </div>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ContractorAccessButton } from "@/components/admin/contractors/contractor-access-button";
import { EndSessionsButton } from "@/components/admin/contractors/end-sessions-button";
import { ContractorEngagements } from "@/components/admin/contractors/contractor-engagements";
import { ContractorProfile } from "@/components/admin/contractors/contractor-profile";
import { ContractorTimesheets } from "@/components/admin/contractors/contractor-timesheets";
import { ResendInvitationButton } from "@/components/admin/contractors/resend-invitation-button";
import { VatCategoryDialog } from "@/components/admin/contractors/vat-category-dialog";
import { WorkingDaysDialog } from "@/components/admin/contractors/working-days-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { PageSection } from "@/components/ui/page-section";
import { buttonVariants } from "@/components/ui/button";
import { env } from "@/env";
import { AppError } from "@/lib/errors";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { getContractorDetails } from "@/server/services/contractors/get-contractor-details";

// Static: a person's name is not put in metadata, which may render before the role check.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.contractors.detail");
  return { title: t("title") };
}

async function detailsOf(id: string) {
  try {
    return await getContractorDetails(await getDb(), id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/** One contractor: profile and access, billing details, engagements and latest timesheets. */
export default async function AdminContractorPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageActor(["ADMIN"]);
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const details = await detailsOf(id.data);
  if (!details) notFound();
  const { contractor } = details;
  const t = await getTranslations("admin.contractors.detail");
  return (
    <div className="flex flex-col gap-6 p-6">
      <PageHeader
        title={contractor.name}
        backTo={{ href: "/admin/contractors", label: t("breadcrumb") }}
        description={contractor.email}
        actions={
          <>
            {contractor.status === "INVITED" && contractor.active ? <ResendInvitationButton contractor={contractor} withLabel /> : null}
            <WorkingDaysDialog contractor={contractor} />
            <VatCategoryDialog contractor={contractor} />
            {contractor.active && contractor.status !== "INVITED" ? <EndSessionsButton contractor={contractor} /> : null}
            <ContractorAccessButton contractor={contractor} withLabel />
          </>
        }
      />
      <ContractorProfile details={details} timeZone={env.BUSINESS_TIME_ZONE} />
      <PageSection id="engagements" title={t("engagements")}>
        <ContractorEngagements engagements={details.engagements} />
      </PageSection>
      <PageSection
        id="timesheets"
        title={
          <>
            {t("latest")} <span className="font-normal text-muted-foreground">{t("latestCount", { shown: details.timesheets.recent.length, total: details.timesheets.total })}</span>
          </>
        }
        actions={
          details.timesheets.total > 0 ? (
            <Link href={`/admin/timesheets?contractor=${contractor.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("allTheirs")}
            </Link>
          ) : null
        }
      >
        <ContractorTimesheets contractorId={contractor.id} timesheets={details.timesheets} />
      </PageSection>
    </div>
  );
}

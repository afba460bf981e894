import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { GettingStarted } from "@/components/admin/dashboard/getting-started";
import { NeedsAttention } from "@/components/admin/dashboard/needs-attention";
import { SettledByMonth } from "@/components/admin/dashboard/settled-by-month";
import { PeriodTotals } from "@/components/admin/dashboard/period-totals";
import { StatCard, type StatCardProps } from "@/components/admin/dashboard/stat-card";
import { PageHeader } from "@/components/ui/page-header";
import { SectionSkeleton } from "@/components/ui/section-skeleton";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { getFormat } from "@/server/i18n/format";
import { loadSetupProgress } from "@/server/services/dashboard/load-setup-progress";
import { loadDashboard } from "@/server/services/timesheets/load-dashboard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.dashboard");
  return { title: t("title") };
}

// No loading.tsx at the admin level: it would wrap every admin route, and a not-found project
// would then be answered 200 instead of 404. The dashboard streams its own sections instead.
export default async function AdminDashboardPage() {
  // The layout checks too, but it does not re-run on client navigation between admin pages.
  await requirePageActor(["ADMIN"]);
  const today = businessToday();
  const period = BillingPeriod.current(today);
  const [t, format] = await Promise.all([getTranslations("admin.dashboard"), getFormat()]);
  return (
    <div className="flex flex-col gap-6 p-6">
      <PageHeader title={t("title")} description={t("description", { period: format.month(period.toString()), today: format.date(today) })} />
      <Suspense fallback={<SectionSkeleton label={t("loading")} cards={4} />}>
        <DashboardSections today={today} />
      </Suspense>
    </div>
  );
}

async function DashboardSections({ today }: { today: IsoDate }) {
  const period = BillingPeriod.current(today);
  const db = await getDb();
  const [{ counts, totals, groups, settled }, setup, t, format] = await Promise.all([
    loadDashboard(db, { today }),
    loadSetupProgress(db),
    getTranslations("admin.dashboard"),
    getFormat(),
  ]);
  const periodName = format.month(period.toString());
  const cards: StatCardProps[] = [
    { status: "DUE" as const, title: t("cards.due.title"), count: counts.due, hint: t("cards.due.hint") },
    { status: "CONTESTED" as const, title: t("cards.contested.title"), count: counts.contested, hint: t("cards.contested.hint") },
    { status: "SUBMITTED" as const, title: t("cards.submitted.title"), count: counts.submitted, hint: t("cards.submitted.hint") },
  ].map((card) => ({ ...card, href: `/admin/timesheets?status=${card.status}` }));
  cards.push({
    status: "APPROVED",
    title: t("cards.approved.title", { period: periodName }),
    count: counts.approvedThisPeriod,
    hint: t("cards.approved.hint"),
    href: `/admin/timesheets?status=APPROVED&period=${period.toString()}`,
  });
  return (
    <>
      <GettingStarted done={setup} />
      <section aria-label={t("countsLabel")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <StatCard key={card.status} {...card} />
        ))}
      </section>
      <PeriodTotals periodName={periodName} {...totals} href={`/admin/timesheets?period=${period.toString()}`} />
      <NeedsAttention groups={groups} />
      <SettledByMonth series={settled} />
    </>
  );
}

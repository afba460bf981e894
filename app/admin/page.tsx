import type { Metadata } from "next";
import { Suspense } from "react";
import { NeedsAttention } from "@/components/admin/dashboard/needs-attention";
import { SettledByMonth } from "@/components/admin/dashboard/settled-by-month";
import { PeriodTotals } from "@/components/admin/dashboard/period-totals";
import { StatCard, type StatCardProps } from "@/components/admin/dashboard/stat-card";
import { PageHeader } from "@/components/admin/page-header";
import { SectionSkeleton } from "@/components/admin/section-skeleton";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { formatDate } from "@/lib/format/date";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { loadDashboard } from "@/server/services/timesheets/load-dashboard";

export const metadata: Metadata = { title: "Dashboard" };

// No loading.tsx at the admin level: it would wrap every admin route, and a not-found project
// would then be answered 200 instead of 404. The dashboard streams its own sections instead.
export default async function AdminDashboardPage() {
  // The layout checks too, but it does not re-run on client navigation between admin pages.
  await requirePageActor(["ADMIN"]);
  const today = businessToday();
  const period = BillingPeriod.current(today);
  return (
    <div className="flex flex-col gap-6 p-6">
      <PageHeader title="Dashboard" description={`Current billing period: ${period.name} · today ${formatDate(today)}`} />
      <Suspense fallback={<SectionSkeleton label="Loading the dashboard…" cards={4} />}>
        <DashboardSections today={today} />
      </Suspense>
    </div>
  );
}

async function DashboardSections({ today }: { today: IsoDate }) {
  const period = BillingPeriod.current(today);
  const { counts, totals, groups, settled } = await loadDashboard(await getDb(), { today });
  const cards: StatCardProps[] = [
    { status: "DUE" as const, title: "Due", count: counts.due, hint: "Month over, not yet settled" },
    { status: "CONTESTED" as const, title: "Contested", count: counts.contested, hint: "Waiting for the contractor's correction" },
    { status: "SUBMITTED" as const, title: "Submitted", count: counts.submitted, hint: "Waiting for review" },
  ].map((card) => ({ ...card, href: `/admin/timesheets?status=${card.status}` }));
  cards.push({
    status: "APPROVED",
    title: `Approved in ${period.name}`,
    count: counts.approvedThisPeriod,
    hint: "Timesheets of the current period",
    href: `/admin/timesheets?status=APPROVED&period=${period.toString()}`,
  });
  return (
    <>
      <section aria-label="Timesheet counts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <StatCard key={card.status} {...card} />
        ))}
      </section>
      <PeriodTotals periodName={period.name} {...totals} href={`/admin/timesheets?period=${period.toString()}`} />
      <NeedsAttention groups={groups} />
      <SettledByMonth series={settled} />
    </>
  );
}

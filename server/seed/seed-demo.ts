import "server-only";
import { eq } from "drizzle-orm";
import { env } from "@/env";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { compareIsoDates, eachDayOfMonth, weekdayOf, type IsoDate } from "@/lib/domain/dates";
import { Decimal, roundToMinorUnit } from "@/lib/domain/money";
import type { Role } from "@/lib/domain/reference";
import { AppError } from "@/lib/errors";
import { billingDetailsFields } from "@/lib/schemas/billing-details";
import { businessToday } from "@/server/clock";
import type { Database, Tx } from "@/server/db";
import * as t from "@/server/db/schema";
import { createUser } from "@/server/services/users/create-user";
import { getStorage } from "@/server/storage";
import { COUNTERPARTS, DEMO_ADMIN, DEMO_CONTRACTORS, DEMO_EXPENSES, DEMO_PROJECTS, WORK_SUMMARIES, type DemoContractor, type DemoEngagement } from "./demo-data";
import { demoStatuses, hasExpenses, hasFeeRecords, type DemoStatuses } from "./demo-statuses";
import { seedOrganisation } from "./seed-organisation";
import { simplePdf } from "./receipt-pdf";

export interface SeedResult {
  seeded: boolean;
  message: string;
  signIns: { role: Role; email: string; password: string }[];
}

export const DEMO_SIGN_INS: SeedResult["signIns"] = [
  { role: "ADMIN", email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  ...DEMO_CONTRACTORS.map((c) => ({ role: "SUBCONTRACTOR" as const, email: c.email, password: c.password })),
];

/**
 * Loads the demo data set. Local and test modes only: a production database is never seeded
 * with known passwords. Idempotent: when the demo admin exists nothing is written again.
 */
export async function seedDemo(db: Database, options: { ifEmpty?: boolean; today?: IsoDate } = {}): Promise<SeedResult> {
  if (env.NEXT_PUBLIC_ENV !== "local" && env.NEXT_PUBLIC_ENV !== "test") {
    throw new AppError(
      "FORBIDDEN",
      { key: "demoDataLocalOnly" },
    );
  }
  const [demoAdmin] = await db.select({ id: t.user.id }).from(t.user).where(eq(t.user.email, DEMO_ADMIN.email));
  if (demoAdmin) return { seeded: false, message: "Demo data is already loaded; nothing changed.", signIns: DEMO_SIGN_INS };
  if (options.ifEmpty) {
    const [anyUser] = await db.select({ id: t.user.id }).from(t.user).limit(1);
    if (anyUser) return { seeded: false, message: "The database already has users; demo data not loaded.", signIns: [] };
  }
  const today = options.today ?? businessToday();
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const admin = await createUser(tx, { ...DEMO_ADMIN, role: "ADMIN" });
      const org = await seedOrganisation(tx);
      for (const contractor of DEMO_CONTRACTORS) {
        const created = await createUser(tx, {
          email: contractor.email,
          password: contractor.password,
          name: contractor.name,
          role: "SUBCONTRACTOR",
          workingDays: contractor.workingDays,
        });
        const contractorId = created.contractorId as string;
        await tx.update(t.contractors).set({ countryCode: contractor.countryCode, partyType: "PERSON" }).where(eq(t.contractors.id, contractorId));
        await seedContractorExtras(tx, contractor, contractorId, created.id);
        for (const engagement of contractor.engagements) {
          const projectId = org.projects[engagement.project];
          await seedEngagement(tx, { contractor, contractorId, userId: created.id, adminId: admin.id, engagement, projectId, today, written });
        }
      }
    });
  } catch (error) {
    // The rows rolled back; take the files written for them away too.
    await Promise.all(written.map((key) => getStorage().delete(key)));
    throw error;
  }
  return { seeded: true, message: "Demo data loaded.", signIns: DEMO_SIGN_INS };
}

async function seedContractorExtras(tx: Tx, contractor: DemoContractor, contractorId: string, userId: string) {
  // Through the same schema the API saves with, so the demo details can be saved back unchanged.
  const data = billingDetailsFields.parse({ legalName: contractor.name, partyType: "PERSON", countryCode: contractor.countryCode, ...contractor.billing });
  await tx.insert(t.billingDetails).values({ contractorId, data });
  await tx.insert(t.notificationSubscriptions).values([
    { userId, channel: "TIMESHEET_APPROVED", status: "SUBSCRIBED", timing: "IMMEDIATE" },
    { userId, channel: "INVOICE_EMAIL", status: "SUBSCRIBED", timing: "SCHEDULED" },
  ]);
}

interface EngagementContext {
  contractor: DemoContractor;
  contractorId: string;
  userId: string;
  adminId: string;
  engagement: DemoEngagement;
  projectId: string;
  today: IsoDate;
  written: string[];
}

async function seedEngagement(tx: Tx, ctx: EngagementContext) {
  const { engagement, today } = ctx;
  const current = BillingPeriod.current(today);
  const periodAt = (offset: number) => current.plusMonths(offset);
  const [projectEngagement] = await tx
    .insert(t.projectEngagements)
    .values({
      projectId: ctx.projectId,
      contractorId: ctx.contractorId,
      startDate: periodAt(engagement.from).firstDay(),
      endDate: engagement.to === undefined ? null : periodAt(engagement.to).lastDay(),
      expensesEligible: engagement.expensesEligible,
      bonusEligible: engagement.bonusEligible,
    })
    .returning();
  if (!projectEngagement) throw new Error("project engagement not created");
  const rateSpans: { from: IsoDate; to: IsoDate | null; rateId: string; frequency: string }[] = [];
  for (const rate of engagement.rates) {
    const from = periodAt(rate.from).firstDay();
    const to = rate.to === undefined ? null : periodAt(rate.to).lastDay();
    const [period] = await tx.insert(t.engagements).values({ projectEngagementId: projectEngagement.id, startDate: from, endDate: to }).returning();
    const [row] = await tx
      .insert(t.rates)
      .values({ engagementId: period!.id, frequency: rate.frequency, amount: rate.amount, currency: rate.currency })
      .returning();
    rateSpans.push({ from, to, rateId: row!.id, frequency: rate.frequency });
  }
  const lastOffset = Math.min(engagement.to ?? 1, 1);
  for (let offset = engagement.from; offset <= lastOffset; offset++) {
    const period = periodAt(offset);
    // An engagement that ended is all settled, whatever month it ended in.
    const statuses = engagement.to !== undefined ? demoStatuses(ctx.contractor.key, engagement, Math.min(offset, -3)) : demoStatuses(ctx.contractor.key, engagement, offset);
    const [timesheet] = await tx
      .insert(t.timesheets)
      .values({
        projectEngagementId: projectEngagement.id,
        contractorId: ctx.contractorId,
        projectId: ctx.projectId,
        billingPeriod: period.toDatabase(),
        ...statuses,
        bonusAmount: statuses.bonusStatus === "APPROVED" ? "1500.00" : null,
        closedAt: statuses.status === "CLOSED" ? `${period.next().firstDay()}T17:00:00Z` : null,
        submittedAt: ["SUBMITTED", "APPROVED", "CLOSED", "CONTESTED"].includes(statuses.status) ? `${period.next().firstDay()}T09:00:00Z` : null,
        flagged: statuses.status === "CONTESTED",
      })
      .returning();
    if (!timesheet) throw new Error("timesheet not created");
    await tx.insert(t.activityLogs).values({
      actorUserId: null,
      actorLabel: "System",
      action: "INSERT",
      entityType: "timesheet",
      entityId: timesheet.id,
      timesheetId: timesheet.id,
      event: "create-timesheet",
      after: { status: "INITIALIZED", billingPeriod: period.toString() },
    });
    if (hasFeeRecords(statuses)) {
      const days = eachDayOfMonth(period.year, period.month).filter(
        (day) =>
          ctx.contractor.workingDays.includes(weekdayOf(day)) &&
          compareIsoDates(day, today) < 0 &&
          Number(day.slice(8)) % 11 !== 0,
      );
      const records = days.flatMap((day, index) => {
        const span = rateSpans.find((s) => compareIsoDates(s.from, day) <= 0 && (s.to === null || compareIsoDates(day, s.to) <= 0));
        if (!span) return [];
        const hourly = span.frequency === "HOURLY";
        return [
          {
            timesheetId: timesheet.id,
            date: day,
            rateId: span.rateId,
            workSummary: WORK_SUMMARIES[engagement.project][index % 4] as string,
            counterPart: COUNTERPARTS[index % COUNTERPARTS.length] as string,
            timeAmount: hourly ? ["8.00", "7.50", "6.00", "8.50"][index % 4]! : "1.00",
            timeUnit: hourly ? ("HOURS" as const) : ("DAYS" as const),
          },
        ];
      });
      const inserted = records.length > 0 ? await tx.insert(t.timesheetRecords).values(records).returning({ id: t.timesheetRecords.id }) : [];
      if (offset === 0 && inserted[0]) {
        await thread(tx, { timesheetId: timesheet.id, timesheetRecordId: inserted[0].id }, [
          { userId: ctx.adminId, authorName: DEMO_ADMIN.name, text: "Was this day on site or remote? The client asks for on-site days to be marked." },
        ]);
      }
    }
    if (hasExpenses(statuses)) await seedExpenses(tx, ctx, timesheet.id, period, statuses);
    await seedReview(tx, ctx, timesheet.id, statuses);
  }
}

async function seedExpenses(tx: Tx, ctx: EngagementContext, timesheetId: string, period: BillingPeriod, statuses: DemoStatuses) {
  const currency = ctx.engagement.rates[0]!.currency;
  const count = statuses.expensesStatus === "IN_PROGRESS" ? 1 : DEMO_EXPENSES.length;
  for (const [index, expense] of DEMO_EXPENSES.slice(0, count).entries()) {
    const date = period.firstDay().slice(0, 8) + String(4 + index * 3).padStart(2, "0");
    const amount = roundToMinorUnit(Decimal.parse(expense.amountInExpenseCurrency).times(expense.exchangeRate), currency);
    const [record] = await tx
      .insert(t.expenseRecords)
      .values({ timesheetId, date, ...expense, amount, originalCurrency: currency })
      .returning({ id: t.expenseRecords.id });
    const key = `${timesheetId}/${record!.id}`;
    const body = simplePdf(["Receipt", expense.details, `${expense.amountInExpenseCurrency} ${expense.expenseCurrency}`, date]);
    await getStorage().put(key, body, "application/pdf");
    ctx.written.push(key);
    await tx.insert(t.files).values({
      timesheetId,
      expenseRecordId: record!.id,
      fileType: "EXPENSE_RECEIPT",
      storageKey: key,
      originalName: `receipt-${date}.pdf`,
      contentType: "application/pdf",
      size: body.byteLength,
      uploadedBy: ctx.userId,
    });
  }
}

async function seedReview(tx: Tx, ctx: EngagementContext, timesheetId: string, statuses: DemoStatuses) {
  const [reviewerName] = DEMO_PROJECTS[ctx.engagement.project].reviewer;
  if (statuses.feeStatus === "CONTESTED") {
    const reason = "Two workshop days are logged twice; please split them by workstream and resubmit.";
    await tx.insert(t.reviews).values({ timesheetId, component: "TIMESHEET", decision: "CONTESTED", reason, reviewerName });
    await thread(tx, { timesheetId }, [
      { userId: null, authorName: reviewerName, text: reason },
      { userId: ctx.userId, authorName: ctx.contractor.name, text: "Thanks, I will correct the workshop days today." },
    ]);
  } else if (statuses.feeStatus === "APPROVED") {
    await tx.insert(t.reviews).values({ timesheetId, component: "TIMESHEET", decision: "APPROVED", reviewerName });
  }
}

async function thread(
  tx: Tx,
  subject: { timesheetId: string; timesheetRecordId?: string },
  messages: { userId: string | null; authorName: string; text: string }[],
) {
  const [created] = await tx.insert(t.messageThreads).values(subject).returning({ id: t.messageThreads.id });
  // One minute apart, so the conversation reads in the order it was written.
  const start = Date.now() - messages.length * 60_000;
  await tx.insert(t.messages).values(
    messages.map((m, index) => ({ ...m, threadId: created!.id, createdAt: new Date(start + index * 60_000).toISOString() })),
  );
}

import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { env } from "@/env";
import { sumAmounts, type Money } from "@/lib/domain/money";
import type { Component } from "@/lib/domain/reference";
import type { TimesheetStatuses } from "@/lib/domain/statuses";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import type { Tx } from "@/server/db";
import { configurations, contractors, projects, reviewLinks, timesheets, user } from "@/server/db/schema";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { expenseTotalsSql, feeQuantitiesSql, searchTotals } from "@/server/services/timesheets/query/search-totals";
import { readReviewLinkDays, REVIEW_LINK_DAYS_KEY } from "@/lib/schemas/configurations";
import { REVIEW_LINK_DEFAULT_DAYS } from "@/lib/schemas/reviews";
import { configuredValue } from "@/server/services/configurations/configured-value";
import { hashReviewToken, newReviewToken } from "@/server/services/review-links/review-token";
import { formatFor, languageOrDefault, perLanguage } from "@/server/i18n/translator";
import { enqueueNotifications, type AnyNotification } from "./enqueue-notifications";
import type { TimesheetFacts } from "./templates";
import { componentName } from "./templates/component-names";

interface Person {
  name: string;
  email: string;
  /** users.locale: null reads as English. */
  locale: string | null;
}
/** A project's reviewer: no account, so nothing records a language, and their mail is English. */
interface Reviewer {
  id: string;
  name: string;
  email: string;
}

interface TimesheetMailFacts extends Omit<TimesheetFacts, "period"> {
  /** yyyy-MM-dd: named in each recipient's language. */
  billingPeriod: string;
  contractorLanguage: Language;
  /** Each component's totals, to add up only what a mail is about. */
  componentAmounts: Record<Component, readonly Money[]>;
  contractorEmail: string;
  admins: Person[];
  reviewers: Reviewer[];
  reviewLinkDays: unknown;
}

const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/**
 * Everything a timesheet mail needs in ONE statement: contractor, project, period, totals, the
 * active administrators and the project's reviewers (as JSON), and the review-link validity; the
 * contractor's and each administrator's language with them.
 */
async function loadFacts(tx: Tx, timesheetIds: readonly string[]): Promise<TimesheetMailFacts[]> {
  if (timesheetIds.length === 0) return [];
  const rows = await tx
    .select({
      timesheetId: timesheets.id,
      billingPeriod: timesheets.billingPeriod,
      bonusAmount: timesheets.bonusAmount,
      projectId: timesheets.projectId,
      project: projects.name,
      contractorName: user.name,
      contractorEmail: user.email,
      contractorLocale: user.locale,
      workingDays: contractors.workingDays,
      currency: timesheetCurrencySql(),
      feeQuantities: feeQuantitiesSql(),
      expenseTotals: expenseTotalsSql(),
      admins: sql<unknown>`(select coalesce(json_agg(json_build_object('name', a.name, 'email', a.email, 'locale', a.locale) order by a.email), '[]'::json)
        from users a where a.role = 'ADMIN' and a.active)`,
      reviewers: sql<unknown>`(select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'email', r.email) order by r.email), '[]'::json)
        from timesheet_reviewers r where r.project_id = "timesheets"."project_id")`,
      // As JSON text, parsed below: a stored JSON string would arrive parsed and read as JSON text again (a 500 on "abc").
      reviewLinkDays: sql<string | null>`(select c.value::text from ${configurations} c where c.key = ${REVIEW_LINK_DAYS_KEY})`,
    })
    .from(timesheets)
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .where(inArray(timesheets.id, [...timesheetIds]))
    .orderBy(timesheets.id);
  return rows.map((row) => factsOf(row));
}

function factsOf(row: {
  timesheetId: string;
  billingPeriod: string;
  bonusAmount: string | null;
  project: string;
  contractorName: string;
  contractorEmail: string;
  contractorLocale: string | null;
  workingDays: string[];
  currency: string | null;
  feeQuantities: unknown;
  expenseTotals: unknown;
  admins: unknown;
  reviewers: unknown;
  reviewLinkDays: string | null;
}): TimesheetMailFacts {
  const totals = searchTotals(row);
  return {
    timesheetId: row.timesheetId,
    billingPeriod: row.billingPeriod,
    project: row.project,
    contractorName: row.contractorName,
    contractorEmail: row.contractorEmail,
    contractorLanguage: languageOrDefault(row.contractorLocale),
    amounts: totalPerCurrency([...totals.fee, ...totals.expenses, ...totals.bonus]),
    componentAmounts: { TIMESHEET: totals.fee, EXPENSES: totals.expenses, BONUS: totals.bonus },
    admins: parse<Person[]>(row.admins),
    reviewers: parse<Reviewer[]>(row.reviewers),
    reviewLinkDays: row.reviewLinkDays === null ? null : (JSON.parse(row.reviewLinkDays) as unknown),
  };
}

/** Fee, expenses and bonus added up per currency: what the contractor is owed for the period. */
function totalPerCurrency(amounts: readonly Money[]): Money[] {
  const byCurrency = new Map<string, string[]>();
  for (const money of amounts) byCurrency.set(money.currency, [...(byCurrency.get(money.currency) ?? []), money.amount]);
  return [...byCurrency].sort(([a], [b]) => a.localeCompare(b)).map(([currency, list]) => ({ currency, amount: sumAmounts(list, currency) }));
}

function validityDays(value: unknown): number {
  return configuredValue(REVIEW_LINK_DAYS_KEY, value, readReviewLinkDays, REVIEW_LINK_DEFAULT_DAYS);
}

/** What every timesheet mail names, the period in the reader's language ("März 2026"). */
const facts = (f: TimesheetMailFacts, language: Language): TimesheetFacts => ({
  timesheetId: f.timesheetId,
  period: formatFor(language).month(f.billingPeriod),
  project: f.project,
  contractorName: f.contractorName,
  amounts: f.amounts,
});

/**
 * After a submission, in its transaction: the contractor's receipt; when something went to
 * review, every active administrator and every reviewer of the project, each reviewer with a
 * fresh review link of their own (all links in one insert, all mails in one insert).
 */
export async function notifyTimesheetSubmitted(tx: Tx, timesheetId: string, after: TimesheetStatuses): Promise<void> {
  const [f] = await loadFacts(tx, [timesheetId]);
  if (!f) throw new Error(`Timesheet ${timesheetId} vanished inside its own transaction.`);
  const submittedComponents = (["TIMESHEET", "EXPENSES", "BONUS"] as const).filter(
    (component) => after[component === "TIMESHEET" ? "feeStatus" : component === "EXPENSES" ? "expensesStatus" : "bonusStatus"] === "SUBMITTED",
  );
  // Once per language among this submission's readers, not once per administrator.
  const submitted = perLanguage((language) => submittedComponents.map((component) => componentName(component, language)));
  // Administrators and reviewers are asked about what waits for review, not what was approved before.
  const reviewAmounts = totalPerCurrency(submittedComponents.flatMap((component) => f.componentAmounts[component]));
  const toReview = perLanguage((language) => ({ ...facts(f, language), amounts: reviewAmounts }));
  const contractor = f.contractorLanguage;
  const mails: AnyNotification[] = [
    {
      type: "TIMESHEET_SUBMITTED_CONTRACTOR",
      to: f.contractorEmail,
      language: contractor,
      data: { ...facts(f, contractor), recipientName: f.contractorName, submitted: submitted(contractor) },
    },
  ];
  if (after.status === "SUBMITTED" && submittedComponents.length > 0) {
    for (const admin of f.admins) {
      const language = languageOrDefault(admin.locale);
      mails.push({ type: "TIMESHEET_SUBMITTED_ADMIN", to: admin.email, language, data: { ...toReview(language), recipientName: admin.name, submitted: submitted(language) } });
    }
    if (f.reviewers.length > 0) {
      const tokens = f.reviewers.map(() => newReviewToken());
      const days = validityDays(f.reviewLinkDays);
      await tx.insert(reviewLinks).values(
        f.reviewers.map((reviewer, i) => ({
          timesheetId,
          reviewerId: reviewer.id,
          tokenHash: hashReviewToken(tokens[i]!),
          expiresAt: sql`now() + make_interval(days => ${days})`,
          createdBy: null,
        })),
      );
      const base = env.DEPLOYMENT_URL.replace(/\/+$/, "");
      f.reviewers.forEach((reviewer, i) => {
        mails.push({
          type: "TIMESHEET_REVIEW",
          to: reviewer.email,
          // Reviewers have no account and nothing records their language: the default, English.
          language: DEFAULT_LANGUAGE,
          data: { ...toReview(DEFAULT_LANGUAGE), recipientName: reviewer.name, reviewLink: `${base}/review/${tokens[i]}` },
          secret: tokens[i]!,
        });
      });
    }
  }
  await enqueueNotifications(tx, mails);
}

/** After a contest, in its transaction: the contractor learns which component and why. */
export async function notifyTimesheetCorrection(
  tx: Tx,
  { timesheetId, component, contestedBy, reason }: { timesheetId: string; component: Component; contestedBy: string; reason: string },
): Promise<void> {
  const [f] = await loadFacts(tx, [timesheetId]);
  if (!f) throw new Error(`Timesheet ${timesheetId} vanished inside its own transaction.`);
  const language = f.contractorLanguage;
  await enqueueNotifications(tx, [
    {
      type: "TIMESHEET_CORRECTION",
      to: f.contractorEmail,
      language,
      data: { ...facts(f, language), recipientName: f.contractorName, component: componentName(component, language), contestedBy, reason },
    },
  ]);
}

/** After closing one or a batch, in its transaction: each contractor's timesheet is settled. */
export async function notifyTimesheetsClosed(tx: Tx, timesheetIds: readonly string[]): Promise<void> {
  const all = await loadFacts(tx, timesheetIds);
  await enqueueNotifications(
    tx,
    all.map((f) => ({
      type: "TIMESHEET_CLOSED" as const,
      to: f.contractorEmail,
      language: f.contractorLanguage,
      data: { ...facts(f, f.contractorLanguage), recipientName: f.contractorName },
    })),
  );
}

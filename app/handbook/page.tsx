import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { StatusBadge } from "@/components/status/status-badge";
import { componentStatusLabel, timesheetStatusLabel } from "@/lib/domain/statuses";

export const metadata: Metadata = {
  title: "Contractor handbook",
  description: "How the monthly settlement of fees, expenses and bonuses works.",
};

const TIMESHEET_STATUSES: [string, string][] = [
  ["INITIALIZED", "A month that has not begun yet, visible one month ahead. You can plan it (log work and expenses now); it stays Initialized, and can be prepared and settled once it begins."],
  ["IN_PROGRESS", "The month is running. Log your work as you go."],
  ["DUE", "The month is over and it is not settled yet. Settle it as soon as you can."],
  ["SUBMITTED", "You settled it; a reviewer is checking it."],
  ["CONTESTED", "A reviewer asked for a correction. Their reason is on the timesheet."],
  ["APPROVED", "Accepted. It will be invoiced and paid."],
  ["CLOSED", "Finished: closed by the administrators after approval. Only they can reopen it."],
];

const COMPONENT_STATUSES: [string, string][] = [
  ["ELIGIBLE", "You may claim it this month, but nothing is entered yet."],
  ["NOT_ELIGIBLE", "Your engagement does not include it (for example, no bonus agreed)."],
  ["PREPARED", "Checked and ready: it goes in with your next settle."],
  ["NOT_SUBMITTED", "You settled the month without claiming it."],
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <div className="flex flex-col gap-3 text-sm leading-6">{children}</div>
    </section>
  );
}

function StatusTable({ rows, label }: { rows: [string, string][]; label: (status: string) => string }) {
  return (
    <dl className="grid grid-cols-[9rem_1fr] items-start gap-x-4 gap-y-2">
      {rows.map(([status, meaning]) => (
        <div key={status} className="contents">
          <dt>
            <StatusBadge status={status} label={label(status)} />
          </dt>
          <dd className="text-muted-foreground">{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Public: a contractor may read it before their first sign-in. */
export default function HandbookPage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-8 py-12">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          <Link href="/" className="underline-offset-4 hover:underline">
            Settle
          </Link>{" "}
          · Contractor handbook
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">How your monthly settlement works</h1>
        <p className="text-sm leading-6 text-muted-foreground">
          Once a month you tell us what you worked, what you spent and, if agreed, your bonus. A reviewer checks it,
          and approved months are invoiced and paid. This page explains each step and every status you will see.
        </p>
      </header>

      <Section id="period" title="The billing period">
        <p>
          A billing period is one calendar month, for example <em>November 2026</em>. For every project you are engaged
          on, you have one timesheet per month. The current period follows today&apos;s date; the next month&apos;s
          timesheet already shows one month ahead so you can see what is coming.
        </p>
      </Section>

      <Section id="components" title="Fee, expenses and bonus">
        <p>Each timesheet has three parts, settled together but checked separately:</p>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          <li>
            <strong>Fee</strong>: the work you log, day by day. With a <em>daily</em> rate you log each day worked; with an{" "}
            <em>hourly</em> rate the hours of each day; with a <em>monthly</em> rate you log the days worked and are paid
            the monthly amount in proportion to your working days that month (never more than the full amount).
          </li>
          <li>
            <strong>Expenses</strong>: costs you paid for the project (flights, hotels, transport…), each with its receipt.
            An expense paid in another currency is converted to your engagement&apos;s currency at the exchange rate
            shown on the expense.
          </li>
          <li>
            <strong>Bonus</strong>: only if your engagement includes one; you add the bonus invoice.
          </li>
        </ul>
        <p>
          Before settling, you <em>prepare</em> each part you claim, to mark it ready. If you change your mind, reset
          it: the fee goes back to <em>In progress</em> (or <em>Due</em> once the month is over), expenses and bonus back
          to <em>Eligible</em>.
        </p>
      </Section>

      <Section id="settle" title="Settling a month">
        <p>
          When your month is complete, press <strong>Settle <em>month</em></strong> (for example &ldquo;Settle November
          2026&rdquo;). This submits the timesheet: every prepared part goes to the reviewer, and anything you did not
          prepare is marked as not claimed for that month. If nothing needs review, the month is approved at once.
        </p>
        <p>
          Logged no work that month? The button then reads <strong>I didn&apos;t work in <em>month</em></strong>:
          pressing it settles the month with no fee. After a reviewer contests, the button reads{" "}
          <strong>Resubmit <em>month</em></strong>.
        </p>
      </Section>

      <Section id="deadlines" title="Deadlines">
        <p>
          While the month runs, your fee is <em>in progress</em>. When the month ends, a timesheet that is not settled
          becomes <strong>due</strong>: settle it in the first days of the following month so that it can be reviewed and
          paid on time. Due months stay on your overview until they are settled, however old they are.
        </p>
        <p>
          A finished project disappears from your overview 60 days after its end date, once every month is approved. Its
          months stay in your history.
        </p>
      </Section>

      <Section id="statuses" title="Statuses in plain words">
        <p>A timesheet as a whole is in one of these statuses:</p>
        <StatusTable rows={TIMESHEET_STATUSES} label={timesheetStatusLabel} />
        <p>
          Each part (fee, expenses, bonus) has its own status: the same words as above where they apply (in progress,
          due, submitted, contested, approved), and these:
        </p>
        <StatusTable rows={COMPONENT_STATUSES} label={componentStatusLabel} />
      </Section>

      <Section id="help" title="When something is contested">
        <p>
          The reviewer always gives a reason. Open the timesheet, read the reason and the comments, correct the records
          or expenses concerned, and press <strong>Resubmit</strong>. You can answer in the comments if something is
          unclear.
        </p>
      </Section>

      <Section id="keyboard" title="Keyboard shortcuts">
        <dl className="grid grid-cols-[9rem_1fr] items-start gap-x-4 gap-y-2">
          <dt>
            <kbd className="rounded border px-1 text-xs">Ctrl K</kbd> (<kbd className="rounded border px-1 text-xs">⌘ K</kbd> on a Mac)
          </dt>
          <dd>
            Opens the command palette anywhere: type to find a page (a project&apos;s timesheet, history, profile, billing
            details), switch the theme or sign out. Contractors also find <strong>Log work</strong> and{" "}
            <strong>Open this month&apos;s timesheet</strong> for each project. Administrators also find contractors (and
            their timesheets), projects and clients by name, and <strong>New client</strong> and{" "}
            <strong>Invite contractor</strong>. Type a month as 2026-10, 10/2026, Oct 2026 or October 2026 to go to that
            month: its timesheets for an administrator, your timesheet of that month on each project for a contractor.
          </dd>
          <dt>
            <kbd className="rounded border px-1 text-xs">↑</kbd> <kbd className="rounded border px-1 text-xs">↓</kbd>{" "}
            <kbd className="rounded border px-1 text-xs">Enter</kbd>
          </dt>
          <dd>Move through the palette&apos;s results and open the one selected.</dd>
          <dt>
            <kbd className="rounded border px-1 text-xs">Esc</kbd>
          </dt>
          <dd>Closes the palette, a dialog or a menu.</dd>
        </dl>
      </Section>

      <footer className="border-t pt-6 text-sm text-muted-foreground">
        <Link href="/contractor" className="text-primary underline-offset-4 hover:underline">
          Go to your projects
        </Link>{" "}
        (sign-in needed).
      </footer>
    </main>
  );
}

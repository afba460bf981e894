import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { StatusBadge } from "@/components/status/status-badge";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("handbook");
  return { title: t("metaTitle"), description: t("metaDescription") };
}

const TIMESHEET_STATUSES = ["INITIALIZED", "IN_PROGRESS", "DUE", "SUBMITTED", "CONTESTED", "APPROVED", "CLOSED"] as const;
const COMPONENT_STATUSES = ["ELIGIBLE", "NOT_ELIGIBLE", "PREPARED", "NOT_SUBMITTED"] as const;

/** The tags the handbook's texts use. */
const tags = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  em: (chunks: ReactNode) => <em>{chunks}</em>,
  kbd: (chunks: ReactNode) => <kbd className="rounded border px-1 text-xs">{chunks}</kbd>,
};

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

function StatusTable({ rows }: { rows: { status: string; label: string; meaning: string }[] }) {
  return (
    <dl className="grid grid-cols-[9rem_1fr] items-start gap-x-4 gap-y-2">
      {rows.map(({ status, label, meaning }) => (
        <div key={status} className="contents">
          <dt>
            <StatusBadge status={status} label={label} />
          </dt>
          <dd className="text-muted-foreground">{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Public: a contractor may read it before their first sign-in. */
export default async function HandbookPage() {
  const t = await getTranslations("handbook");
  const enums = await getTranslations("enums");
  const timesheetRows = TIMESHEET_STATUSES.map((status) => ({ status, label: enums(`timesheetStatus.${status}`), meaning: t(`statuses.timesheet.${status}`) }));
  const componentRows = COMPONENT_STATUSES.map((status) => ({ status, label: enums(`componentStatus.${status}`), meaning: t(`statuses.component.${status}`) }));
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-8 py-12">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          <Link href="/" className="underline-offset-4 hover:underline">
            {t("home")}
          </Link>{" "}
          {t("breadcrumb")}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-sm leading-6 text-muted-foreground">{t("intro")}</p>
      </header>

      <Section id="period" title={t("period.title")}>
        <p>{t.rich("period.body", tags)}</p>
      </Section>

      <Section id="components" title={t("components.title")}>
        <p>{t("components.intro")}</p>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          <li>{t.rich("components.fee", tags)}</li>
          <li>{t.rich("components.expenses", tags)}</li>
          <li>{t.rich("components.bonus", tags)}</li>
        </ul>
        <p>{t.rich("components.prepare", tags)}</p>
      </Section>

      <Section id="settle" title={t("settle.title")}>
        <p>{t.rich("settle.submit", tags)}</p>
        <p>{t.rich("settle.noWork", tags)}</p>
      </Section>

      <Section id="deadlines" title={t("deadlines.title")}>
        <p>{t.rich("deadlines.due", tags)}</p>
        <p>{t("deadlines.finished")}</p>
      </Section>

      <Section id="statuses" title={t("statuses.title")}>
        <p>{t("statuses.intro")}</p>
        <StatusTable rows={timesheetRows} />
        <p>{t("statuses.componentsIntro")}</p>
        <StatusTable rows={componentRows} />
      </Section>

      <Section id="help" title={t("help.title")}>
        <p>{t.rich("help.body", tags)}</p>
      </Section>

      <Section id="keyboard" title={t("keyboard.title")}>
        <dl className="grid grid-cols-[9rem_1fr] items-start gap-x-4 gap-y-2">
          <dt>{t.rich("keyboard.paletteKeys", tags)}</dt>
          <dd>{t.rich("keyboard.palette", tags)}</dd>
          <dt>{t.rich("keyboard.moveKeys", tags)}</dt>
          <dd>{t("keyboard.move")}</dd>
          <dt>{t.rich("keyboard.closeKeys", tags)}</dt>
          <dd>{t("keyboard.close")}</dd>
        </dl>
      </Section>

      <footer className="border-t pt-6 text-sm text-muted-foreground">
        {t.rich("footer", {
          link: (chunks) => (
            <Link href="/contractor" className="text-primary underline-offset-4 hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </footer>
    </main>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { DataTable } from "@/components/ui/data-table";
import { useFormat } from "@/hooks/use-format";
import { EmptyState } from "@/components/ui/empty-state";
import { contestedRowProps } from "@/lib/format/contested-row";
import { workRecordColumns, type WorkRecordItem } from "./work-record-columns";

export type { WorkRecordItem };

export interface WorkRecordsTableProps {
  records: readonly WorkRecordItem[];
  ariaLabel: string;
  /** What an empty month means to this reader, and what happens next. */
  empty: { title: string; description: string };
  /** Records contested one by one, by id, with their reasons: highlighted. */
  contested?: ReadonlyMap<string, { reason: string }>;
}

const COLUMNS = workRecordColumns<WorkRecordItem>({ flagInDate: true });

/** The work logged on a timesheet, by date, with the rate each day is paid at (read-only). */
export function WorkRecordsTable({ records, ariaLabel, empty, contested }: WorkRecordsTableProps) {
  const t = useTranslations("timesheet");
  const format = useFormat();
  const rowLabel = (record: WorkRecordItem) => {
    const reason = contested?.get(record.id)?.reason;
    return reason === undefined ? undefined : t("contestedRow", { date: format.date(record.date), what: record.workSummary, reason });
  };
  return (
    <DataTable
      columns={COLUMNS}
      data={records}
      caption={ariaLabel}
      manualSorting
      empty={<EmptyState title={empty.title} description={empty.description} />}
      containerClassName="max-h-96"
      scrollLabel={ariaLabel}
      rowProps={(record) => ({ "data-record-id": record.id, "data-contested": contested?.has(record.id) || undefined, ...contestedRowProps({ date: record.date, what: record.workSummary }, contested?.get(record.id)?.reason, rowLabel(record)) })}
    />
  );
}

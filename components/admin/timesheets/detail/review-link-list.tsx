"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { createColumnsContext } from "@/components/ui/columns-context";
import { DataTable, type CellContext, type ColumnDef } from "@/components/ui/data-table";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useReviewLinks, useRevokeReviewLink } from "@/hooks/use-admin-timesheet-actions";
import { useFormat } from "@/hooks/use-format";
import type { ReviewLinkListItem } from "@/lib/schemas/reviews";
import { useRefusalText } from "@/hooks/use-refusal-text";

interface ReviewLinkCellsValue {
  timeZone: string;
  revoke: (id: string) => Promise<unknown>;
}

// Columns stay constants (see createColumnsContext): a refetch or a pending revoke would otherwise
// close a revoke confirmation opened meanwhile.
const reviewLinkCells = createColumnsContext<ReviewLinkCellsValue>("review link");
const useReviewLinkCells = reviewLinkCells.use;

type Cell = CellContext<ReviewLinkListItem, unknown>;

function TimestampCell({ value }: { value: string }) {
  const { timeZone } = useReviewLinkCells();
  const format = useFormat();
  return format.timestamp(value, timeZone);
}

function RevokeCell({ row }: Cell) {
  const { revoke } = useReviewLinkCells();
  const t = useTranslations("admin.reviewLinks");
  const link = row.original;
  if (link.status !== "ACTIVE" && link.status !== "USED") return null;
  return (
    <ConfirmDialog
      title={link.reviewerName ? t("revokeTitle", { reviewer: link.reviewerName }) : t("revokeTitleUnnamed")}
      actionLabel={t("revoke")}
      description={t("revokeDescription")}
      onConfirm={async () => {
        try {
          await revoke(link.id);
          toast({ title: t("revoked") });
        } catch (error) {
          toast({ title: t("revokeFailed"), description: (error as Error).message, variant: "destructive" });
          throw error;
        }
      }}
      trigger={
        <Button size="sm" variant="ghost">
          {t("revoke")}
        </Button>
      }
    />
  );
}

function Title({ name }: { name: "reviewer" | "created" | "expires" | "statusHeader" }) {
  const t = useTranslations("admin.reviewLinks");
  return t(name);
}

function ReviewerCell({ row }: Cell) {
  const t = useTranslations("admin.reviewLinks");
  return row.original.reviewerName ?? t("noReviewer");
}

function StatusCell({ row }: Cell) {
  const t = useTranslations("admin.reviewLinks");
  const link = row.original;
  return (
    <>
      <Badge variant={link.status === "ACTIVE" || link.status === "USED" ? "default" : "outline"}>{t(`status.${link.status}`)}</Badge>
      {link.decisions > 0 ? <span className="ml-2 text-xs text-muted-foreground">{t("decisions", { count: link.decisions })}</span> : null}
    </>
  );
}

function ActionsHeader() {
  const t = useTranslations("common");
  return <span className="sr-only">{t("actions")}</span>;
}

const COLUMNS: ColumnDef<ReviewLinkListItem>[] = [
  { id: "reviewer", header: () => <Title name="reviewer" />, cell: ReviewerCell },
  {
    id: "created",
    header: () => <Title name="created" />,
    meta: { className: "whitespace-nowrap tabular-nums" },
    cell: ({ row }) => <TimestampCell value={row.original.createdAt} />,
  },
  {
    id: "expires",
    header: () => <Title name="expires" />,
    meta: { className: "whitespace-nowrap tabular-nums" },
    cell: ({ row }) => <TimestampCell value={row.original.expiresAt} />,
  },
  {
    id: "status",
    header: () => <Title name="statusHeader" />,
    cell: StatusCell,
  },
  { id: "actions", header: ActionsHeader, meta: { className: "text-right" }, cell: RevokeCell },
];

/** The timesheet's review links with their status; an active or used one can be revoked. */
export function ReviewLinkList({ timesheetId, timeZone }: { timesheetId: string; timeZone: string }) {
  const t = useTranslations("admin.reviewLinks");
  const refusalText = useRefusalText();
  const links = useReviewLinks(timesheetId);
  const revoke = useRevokeReviewLink(timesheetId);
  if (links.isPending) return <Skeleton className="h-16 w-full" />;
  if (links.isError) return <p className="text-sm text-destructive">{t("loadFailed", { message: refusalText(links.error.message) })}</p>;
  if (links.data.length === 0) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <reviewLinkCells.Provider value={{ timeZone, revoke: (id) => revoke.mutateAsync(id) }}>
      <DataTable
        columns={COLUMNS}
        data={links.data}
        caption={t("caption")}
        manualSorting
        rowProps={() => ({ "data-testid": "review-link-row" })}
      />
    </reviewLinkCells.Provider>
  );
}

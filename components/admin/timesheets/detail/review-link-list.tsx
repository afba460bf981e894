"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { createCellContext } from "@/components/ui/cell-context";
import { DataTable, type CellContext, type ColumnDef } from "@/components/ui/data-table";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useReviewLinks, useRevokeReviewLink } from "@/hooks/use-admin-timesheet-actions";
import { formatTimestamp } from "@/lib/format/date";
import type { ReviewLinkListItem, ReviewLinkStatus } from "@/lib/schemas/reviews";

const STATUS_LABELS: Record<ReviewLinkStatus, string> = { ACTIVE: "Active", USED: "Used", EXPIRED: "Expired", REVOKED: "Revoked" };

interface ReviewLinkCellsValue {
  timeZone: string;
  revoke: (id: string) => Promise<unknown>;
}

// Columns stay constants (see createCellContext): a refetch or a pending revoke would otherwise
// close a revoke confirmation opened meanwhile.
const reviewLinkCells = createCellContext<ReviewLinkCellsValue>("review link");
const useReviewLinkCells = reviewLinkCells.use;

type Cell = CellContext<ReviewLinkListItem, unknown>;

function TimestampCell({ value }: { value: string }) {
  const { timeZone } = useReviewLinkCells();
  return formatTimestamp(value, timeZone);
}

function RevokeCell({ row }: Cell) {
  const { revoke } = useReviewLinkCells();
  const link = row.original;
  if (link.status !== "ACTIVE" && link.status !== "USED") return null;
  return (
    <ConfirmDialog
      subject={`the review link of ${link.reviewerName ?? "this timesheet"}`}
      actionLabel="Revoke"
      description="The reviewer can no longer open the timesheet with it."
      onConfirm={async () => {
        try {
          await revoke(link.id);
          toast({ title: "Link revoked" });
        } catch (error) {
          toast({ title: "Could not revoke", description: (error as Error).message, variant: "destructive" });
          throw error;
        }
      }}
      trigger={
        <Button size="sm" variant="ghost">
          Revoke
        </Button>
      }
    />
  );
}

const COLUMNS: ColumnDef<ReviewLinkListItem>[] = [
  { id: "reviewer", header: "Reviewer", cell: ({ row }) => row.original.reviewerName ?? "No named reviewer" },
  {
    id: "created",
    header: "Created",
    meta: { className: "whitespace-nowrap tabular-nums" },
    cell: ({ row }) => <TimestampCell value={row.original.createdAt} />,
  },
  {
    id: "expires",
    header: "Expires",
    meta: { className: "whitespace-nowrap tabular-nums" },
    cell: ({ row }) => <TimestampCell value={row.original.expiresAt} />,
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => {
      const link = row.original;
      return (
        <>
          <Badge variant={link.status === "ACTIVE" || link.status === "USED" ? "default" : "outline"}>{STATUS_LABELS[link.status]}</Badge>
          {link.decisions > 0 ? <span className="ml-2 text-xs text-muted-foreground">{link.decisions} decision(s)</span> : null}
        </>
      );
    },
  },
  { id: "actions", header: () => null, meta: { className: "text-right", label: "Actions" }, cell: RevokeCell },
];

/** The timesheet's review links with their status; an active or used one can be revoked. */
export function ReviewLinkList({ timesheetId, timeZone }: { timesheetId: string; timeZone: string }) {
  const links = useReviewLinks(timesheetId);
  const revoke = useRevokeReviewLink(timesheetId);
  if (links.isPending) return <Skeleton className="h-16 w-full" />;
  if (links.isError) return <p className="text-sm text-destructive">The review links could not be loaded: {links.error.message}</p>;
  if (links.data.length === 0) return <p className="text-sm text-muted-foreground">No review link yet. Create one to let a reviewer approve or contest without an account.</p>;
  return (
    <reviewLinkCells.Provider value={{ timeZone, revoke: (id) => revoke.mutateAsync(id) }}>
      <DataTable
        columns={COLUMNS}
        data={links.data}
        getRowId={(link) => link.id}
        caption="Review links"
        manualSorting
        rowProps={() => ({ "data-testid": "review-link-row" })}
      />
    </reviewLinkCells.Provider>
  );
}

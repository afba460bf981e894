"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { useReviewLinks, useRevokeReviewLink } from "@/hooks/use-admin-timesheet-actions";
import { formatTimestamp } from "@/lib/format/date";
import type { ReviewLinkStatus } from "@/lib/schemas/reviews";

const STATUS_LABELS: Record<ReviewLinkStatus, string> = { ACTIVE: "Active", USED: "Used", EXPIRED: "Expired", REVOKED: "Revoked" };

/** The timesheet's review links with their status; an active or used one can be revoked. */
export function ReviewLinkList({ timesheetId, timeZone }: { timesheetId: string; timeZone: string }) {
  const links = useReviewLinks(timesheetId);
  const revoke = useRevokeReviewLink(timesheetId);
  if (links.isPending) return <Skeleton className="h-16 w-full" />;
  if (links.isError) return <p className="text-sm text-destructive">The review links could not be loaded: {links.error.message}</p>;
  if (links.data.length === 0) return <p className="text-sm text-muted-foreground">No review link yet. Create one to let a reviewer approve or contest without an account.</p>;
  return (
    <Table aria-label="Review links">
      <TableHeader>
        <TableRow>
          <TableHead>Reviewer</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {links.data.map((link) => (
          <TableRow key={link.id} data-testid="review-link-row">
            <TableCell>{link.reviewerName ?? "No named reviewer"}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatTimestamp(link.createdAt, timeZone)}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatTimestamp(link.expiresAt, timeZone)}</TableCell>
            <TableCell>
              <Badge variant={link.status === "ACTIVE" || link.status === "USED" ? "default" : "outline"}>{STATUS_LABELS[link.status]}</Badge>
              {link.decisions > 0 ? <span className="ml-2 text-xs text-muted-foreground">{link.decisions} decision(s)</span> : null}
            </TableCell>
            <TableCell className="text-right">
              {link.status === "ACTIVE" || link.status === "USED" ? (
                <ConfirmDialog
                  subject={`the review link of ${link.reviewerName ?? "this timesheet"}`}
                  actionLabel="Revoke"
                  description="The reviewer can no longer open the timesheet with it."
                  onConfirm={async () => {
                    try {
                      await revoke.mutateAsync(link.id);
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
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatTimestamp } from "@/lib/format/date";
import { countryLabel, enumLabel } from "@/lib/format/labels";
import type { ContractorDetails } from "@/lib/schemas/contractors";
import { workingDaysLabel } from "./working-days-label";
import { FactList } from "@/components/ui/fact-list";

const INVITATION_WORDS = { PENDING: "waiting to be used", USED: "used", EXPIRED: "expired", REVOKED: "replaced or revoked" } as const;

/** Status, working days, last activity and the latest invitation; beside it the billing details they entered. */
export function ContractorProfile({ details, timeZone }: { details: ContractorDetails; timeZone: string }) {
  const { contractor, invitation, billingDetails } = details;
  const facts: [string, ReactNode][] = [
    [
      "Status",
      <span key="s" className="flex gap-1.5">
        <Badge variant={contractor.status === "REGISTERED" ? "secondary" : "outline"}>{enumLabel(contractor.status)}</Badge>
        {contractor.active ? null : <Badge variant="destructive">Deactivated</Badge>}
      </span>,
    ],
    ["Working days", workingDaysLabel(contractor.workingDays)],
    ["Country", countryLabel(contractor.countryCode)],
    ["Last activity", contractor.lastActivityAt ? formatTimestamp(contractor.lastActivityAt, timeZone) : "Never"],
    [
      "Invitation",
      invitation
        ? `sent ${formatTimestamp(invitation.sentAt, timeZone)}, ${INVITATION_WORDS[invitation.state]} (expires ${formatTimestamp(invitation.expiresAt, timeZone)})`
        : "none sent",
    ],
  ];
  const billing = billingDetails ? Object.entries(billingDetails.data).filter(([, value]) => value !== null && value !== "") : [];
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent>
          <FactList facts={facts} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Billing details</CardTitle>
        </CardHeader>
        <CardContent>
          {billing.length === 0 ? (
            <p className="text-sm text-muted-foreground">Not entered yet. The contractor fills them in from their own account.</p>
          ) : (
            <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1.5 text-sm">
              {billing.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{enumLabel(key.replace(/([a-z])([A-Z])/g, "$1_$2"))}</dt>
                  <dd className="whitespace-pre-line break-words">{typeof value === "object" ? JSON.stringify(value) : String(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

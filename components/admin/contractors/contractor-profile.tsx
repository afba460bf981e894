import { useLocale, useTranslations, type Messages } from "next-intl";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatsFor } from "@/lib/format/formats";
import { enumLabel } from "@/lib/format/labels";
import type { ContractorDetails } from "@/lib/schemas/contractors";
import { workingDaysLabel } from "./working-days-label";
import { FactList } from "@/components/ui/fact-list";
import { countryName } from "@/lib/format/country-name";

type BillingField = keyof Messages["admin"]["contractors"]["profile"]["billingFields"];

/** The stored billing fields the catalogue names; a field it does not know yet reads as its own words. */
const BILLING_FIELD_KEYS: Readonly<Record<BillingField, true>> = {
  legalName: true,
  partyType: true,
  addressLine: true,
  postalCode: true,
  city: true,
  countryCode: true,
  iban: true,
  bic: true,
  vatNumber: true,
  currency: true,
  taxNumber: true,
  vatExemptionReason: true,
  phone: true,
};

/** Status, working days, last activity and the latest invitation; beside it the billing details they entered. */
export function ContractorProfile({ details, timeZone }: { details: ContractorDetails; timeZone: string }) {
  const t = useTranslations("admin.contractors");
  const enums = useTranslations("enums");
  const locale = useLocale();
  const format = formatsFor(locale);
  const { contractor, invitation, billingDetails } = details;
  const facts: [string, ReactNode][] = [
    [
      t("profile.status"),
      <span key="s" className="flex gap-1.5">
        <Badge variant={contractor.status === "REGISTERED" ? "secondary" : "outline"}>{enums(`contractorStatus.${contractor.status}`)}</Badge>
        {contractor.active ? null : <Badge variant="destructive">{t("deactivated")}</Badge>}
      </span>,
    ],
    [t("profile.workingDays"), workingDaysLabel(contractor.workingDays, (day) => enums(`weekdayShort.${day}`), t("notSet"))],
    [t("profile.country"), countryName(contractor.countryCode, locale)],
    [t("profile.lastActivity"), contractor.lastActivityAt ? format.timestamp(contractor.lastActivityAt, timeZone) : t("never")],
    [
      t("profile.invitation"),
      invitation
        ? t("profile.invitationSent", {
            sent: format.timestamp(invitation.sentAt, timeZone),
            state: t(`profile.invitationState.${invitation.state}`),
            expires: format.timestamp(invitation.expiresAt, timeZone),
          })
        : t("profile.noneSent"),
    ],
  ];
  const fieldName = (key: string) =>
    key in BILLING_FIELD_KEYS ? t(`profile.billingFields.${key as BillingField}`) : enumLabel(key.replace(/([a-z])([A-Z])/g, "$1_$2"));
  const billing = billingDetails ? Object.entries(billingDetails.data).filter(([, value]) => value !== null && value !== "") : [];
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t("profile.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <FactList facts={facts} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("profile.billingTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          {billing.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("profile.billingEmpty")}</p>
          ) : (
            <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1.5 text-sm">
              {billing.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{fieldName(key)}</dt>
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

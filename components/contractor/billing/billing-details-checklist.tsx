"use client";

import { Circle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFeatures } from "@/components/providers/features";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { RecordLink } from "@/components/ui/record-link";
import { useBillingDetails } from "@/hooks/use-billing-details";
import { BILLING_DETAILS_HREF } from "@/lib/navigation/menu";
import { billingDetailsComplete } from "@/lib/schemas/billing-details";

/**
 * Asked up front rather than when the first invoice fails: while invoicing is on and the billing
 * details are missing or incomplete, the workspace shows what is left to do and links to the page.
 */
export function BillingDetailsChecklist() {
  const t = useTranslations("contractor.billing.checklist");
  const id = useId();
  const features = useFeatures();
  const details = useBillingDetails({ enabled: features.invoicing });
  if (!features.invoicing || !details.isSuccess || billingDetailsComplete(details.data)) return null;
  const saved = details.data !== null;
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="max-w-2xl border-primary/40">
      <CardHeader>
        {/* A section of the workspace: h2, like the tabs' own headings. */}
        <h2 id={`${id}-title`} className="text-sm font-semibold leading-tight">
          {t("title")}
        </h2>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-1.5 text-sm">
          <li className="flex items-start gap-2">
            <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>
              <RecordLink href={BILLING_DETAILS_HREF}>{saved ? t("complete") : t("add")}</RecordLink>
              <span className="text-muted-foreground">{t("what")}</span>
            </span>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

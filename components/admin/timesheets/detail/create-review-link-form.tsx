"use client";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useCreateReviewLink, useProjectReviewers } from "@/hooks/use-admin-timesheet-actions";
import { useZodForm } from "@/hooks/use-zod-form";
import { createReviewLinkBody, REVIEW_LINK_DEFAULT_DAYS, REVIEW_LINK_MAX_DAYS } from "@/lib/schemas/reviews";

type Values = { reviewerId: string; expiresInDays: string };

// The route's body; this form always names the days (the route's default applies to API callers that do not).
const schema = createReviewLinkBody.required({ expiresInDays: true });

// An empty or unreadable number field is NaN, which the schema refuses with its own words (never undefined: that would mean "the default").
const toInput = (values: Values) => ({
  expiresInDays: values.expiresInDays.trim() === "" ? Number.NaN : Number(values.expiresInDays),
  ...(values.reviewerId ? { reviewerId: values.reviewerId } : {}),
});

/** Creates a review link for a reviewer of the project, with its expiry; the URL is shown once, to copy. */
export function CreateReviewLinkForm({ timesheetId, projectId }: { timesheetId: string; projectId: string }) {
  const t = useTranslations("admin.reviewLinks.create");
  const id = useId();
  const reviewers = useProjectReviewers(projectId);
  const create = useCreateReviewLink(timesheetId);
  const form = useZodForm({ schema, initial: { reviewerId: "", expiresInDays: String(REVIEW_LINK_DEFAULT_DAYS) }, toInput });
  const [url, setUrl] = useState<string | null>(null);
  const options = (reviewers.data ?? []).map((reviewer) => ({ value: reviewer.id, label: `${reviewer.name} (${reviewer.email})` }));

  const submit = form.handleSubmit(async (body) => {
    const link = await create.mutateAsync(body);
    setUrl(link.url);
  });

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("copied") });
    } catch {
      toast({ title: t("copyFailed"), description: t("copyFailedDescription"), variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={(event) => void submit(event)} aria-label={t("formLabel")} className="flex flex-wrap items-end gap-3" noValidate>
        <FormField form={form} name="reviewerId" label={t("reviewer")} className="w-72">
          <Select
            placeholder={reviewers.isPending ? t("loadingReviewers") : options.length === 0 ? t("noReviewerOnProject") : t("chooseReviewer")}
            options={options}
          />
        </FormField>
        <FormField form={form} name="expiresInDays" label={t("validFor")} className="w-28">
          <Input type="number" min={1} max={REVIEW_LINK_MAX_DAYS} />
        </FormField>
        <Button type="submit" size="sm" pending={create.isPending}>
          {t("submit")}
        </Button>
        <FormError message={form.formError} inline className="w-full text-xs" />
      </form>
      {!reviewers.isPending && options.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t("noReviewers")}</p>
      ) : null}
      {url ? (
        <div className="flex flex-col gap-1.5 rounded-md border border-primary/30 bg-primary/5 p-3">
          <Label htmlFor={`${id}-url`}>{t("newLink")}</Label>
          <div className="flex gap-2">
            <Input id={`${id}-url`} readOnly value={url} data-testid="review-link-url" onFocus={(event) => event.target.select()} />
            <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> {t("copy")}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

"use client";

import { Copy } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useCreateReviewLink, useProjectReviewers } from "@/hooks/use-admin-timesheet-actions";
import { REVIEW_LINK_DEFAULT_DAYS, REVIEW_LINK_MAX_DAYS } from "@/lib/schemas/reviews";

/** Creates a review link for a reviewer of the project, with its expiry; the URL is shown once, to copy. */
export function CreateReviewLinkForm({ timesheetId, projectId }: { timesheetId: string; projectId: string }) {
  const id = useId();
  const reviewers = useProjectReviewers(projectId);
  const create = useCreateReviewLink(timesheetId);
  const [reviewerId, setReviewerId] = useState("");
  const [days, setDays] = useState(String(REVIEW_LINK_DEFAULT_DAYS));
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = (reviewers.data ?? []).map((reviewer) => ({ value: reviewer.id, label: `${reviewer.name} (${reviewer.email})` }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const expiresInDays = Number(days);
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > REVIEW_LINK_MAX_DAYS) {
      return setError(`A link is valid for 1 to ${REVIEW_LINK_MAX_DAYS} days.`);
    }
    try {
      const link = await create.mutateAsync({ expiresInDays, ...(reviewerId ? { reviewerId } : {}) });
      setUrl(link.url);
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied" });
    } catch {
      toast({ title: "Could not copy", description: "Select the link and copy it by hand.", variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={(event) => void submit(event)} aria-label="Create a review link" className="flex flex-wrap items-end gap-3" noValidate>
        <div className="flex w-72 flex-col gap-1.5">
          <Label htmlFor={`${id}-reviewer`}>Reviewer</Label>
          <Select
            id={`${id}-reviewer`}
            value={reviewerId}
            onChange={(event) => setReviewerId(event.target.value)}
            placeholder={reviewers.isPending ? "Loading reviewers…" : options.length === 0 ? "No reviewer on this project" : "Choose a reviewer"}
            options={options}
          />
        </div>
        <div className="flex w-28 flex-col gap-1.5">
          <Label htmlFor={`${id}-days`}>Valid for (days)</Label>
          <Input id={`${id}-days`} type="number" min={1} max={REVIEW_LINK_MAX_DAYS} value={days} onChange={(event) => setDays(event.target.value)} />
        </div>
        <Button type="submit" size="sm" pending={create.isPending}>
          Create review link
        </Button>
        {error ? (
          <p role="alert" className="w-full text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </form>
      {!reviewers.isPending && options.length === 0 ? (
        <p className="text-xs text-muted-foreground">This project has no reviewers yet; add them on the project page, or create a link without a named reviewer.</p>
      ) : null}
      {url ? (
        <div className="flex flex-col gap-1.5 rounded-md border border-primary/30 bg-primary/5 p-3">
          <Label htmlFor={`${id}-url`}>New review link: copy it now, it is shown only once</Label>
          <div className="flex gap-2">
            <Input id={`${id}-url`} readOnly value={url} data-testid="review-link-url" onFocus={(event) => event.target.select()} />
            <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> Copy
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

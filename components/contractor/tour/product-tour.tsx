"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { useCurrentUser, useSetProductTours } from "@/hooks/use-current-user";

/** The key under productTours (PUT /api/user) that says the workspace tour was seen or skipped. */
export const WORKSPACE_TOUR = "workspace";

/** The tour's steps, in order; their words are contractor.tour.steps.<step>. */
export const TOUR_STEPS = ["project", "period", "records", "components", "settle"] as const;

/**
 * A short tour of the workspace on a contractor's first visit (spec points 3, 5). Skipping or
 * finishing saves it as seen through PUT /api/user; the user menu starts it again. A labelled,
 * non-modal dialog above the workspace (in the flow, so it never covers a control): focus moves
 * into it unless a control already holds it, Escape skips, the arrow keys step.
 */
export function ProductTour() {
  const t = useTranslations("contractor.tour");
  const tc = useTranslations("common");
  const user = useCurrentUser();
  const setTours = useSetProductTours();
  const [step, setStep] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const tours = user.data?.contractor?.productTours;
  // Closed at once, before the server answers; restarting stores new tours, which opens it again.
  const [closedFor, setClosedFor] = useState<typeof tours | null>(null);
  const open = tours !== undefined && closedFor !== tours && tours[WORKSPACE_TOUR] !== true;

  // The tour opens once the user is known, which can be after the person has started using the
  // page (the user menu opened by keyboard): it takes the focus only when nothing else holds it.
  useEffect(() => {
    const active = document.activeElement;
    if (open && (active === null || active === document.body)) dialog.current?.focus();
  }, [open]);

  if (!open) return null;
  const last = step === TOUR_STEPS.length - 1;
  const current = TOUR_STEPS[step]!;

  function finish() {
    setClosedFor(tours);
    setStep(0);
    setTours.mutate({ [WORKSPACE_TOUR]: true });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") finish();
    else if (event.key === "ArrowRight" && !last) setStep(step + 1);
    else if (event.key === "ArrowLeft" && step > 0) setStep(step - 1);
  }

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby="product-tour-title"
      aria-describedby="product-tour-text"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="product-tour"
      className="mx-6 mt-6 flex max-w-xl flex-col gap-3 rounded-lg border bg-popover p-4 text-popover-foreground shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <p className="text-xs text-muted-foreground">
        {t("step", { step: step + 1, count: TOUR_STEPS.length })}
      </p>
      <h2 id="product-tour-title" className="text-sm font-semibold">
        {t(`steps.${current}.title`)}
      </h2>
      <p id="product-tour-text" className="text-sm">
        {t(`steps.${current}.text`)}
      </p>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="ghost" onClick={finish}>
          {t("skip")}
        </Button>
        <span className="flex-1" />
        {step > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setStep(step - 1)}>
            {t("back")}
          </Button>
        ) : null}
        <Button size="sm" onClick={() => (last ? finish() : setStep(step + 1))}>
          {last ? t("done") : tc("next")}
        </Button>
      </div>
    </div>
  );
}

"use client";

import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { cn } from "@/lib/cn";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastRecord } from "./toast-store";
import { toastStore, useToast } from "./use-toast";

const rootClasses =
  "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-3 pr-9 shadow-lg " +
  "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out " +
  "data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)] data-[swipe=cancel]:translate-y-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out";

const variantClasses: Record<ToastRecord["variant"], string> = {
  default: "border-border bg-popover text-popover-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
};

function ToastItem({ record }: { record: ToastRecord }) {
  const t = useTranslations("common");
  // Many toasts pass on the server's reason as it came (English): it is worded for the reader here, once for all.
  const refusalText = useRefusalText();
  const { id, title, description, variant, action, duration, open } = record;
  return (
    <ToastPrimitive.Root
      data-testid="toast"
      data-variant={variant}
      open={open}
      // Radix runs the timer, so it also pauses it while the pointer or the focus is in the toasts.
      duration={duration}
      onOpenChange={(next) => {
        if (!next) toastStore.dismiss(id);
      }}
      className={cn(rootClasses, variantClasses[variant])}
    >
      <div className="grid flex-1 gap-0.5">
        {title ? <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title> : null}
        {description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">{refusalText(description)}</ToastPrimitive.Description>
        ) : null}
      </div>
      {action ? (
        <ToastPrimitive.Action
          altText={action.altText}
          onClick={action.onClick}
          className={cn(
            "inline-flex h-7 shrink-0 items-center rounded-md border px-2.5 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            variant === "destructive"
              ? "border-destructive-foreground/40 hover:bg-destructive-foreground/10"
              : "border-input hover:bg-accent",
          )}
        >
          {action.label}
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close
        aria-label={t("close")}
        className="absolute right-2 top-2 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Mount once (in app/providers.tsx). Shows the store's single toast at the bottom. */
export function Toaster() {
  const t = useTranslations("ui.toast");
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      // Radix announces toasts with this label; the spec requires it to be non-empty.
      label={t("label")}
      duration={TOAST_DURATION_MS}
      swipeDirection="down"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((record) => (
        <ToastItem key={record.id} record={record} />
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 left-1/2 z-[100] flex w-full max-w-sm -translate-x-1/2 flex-col gap-2 p-4 outline-none max-md:hidden" />
    </ToastPrimitive.Provider>
  );
}

/**
 * The toast queue of spec point 2: at most one toast is shown; a new toast replaces the
 * current one. Framework-free so it can be unit tested and called from anywhere
 * (event handlers, React Query callbacks). React reads it with useSyncExternalStore.
 */

/** Spec point 9: toasts last 2 seconds. */
export const TOAST_DURATION_MS = 2000;
/**
 * An error, or a toast with an action (Undo), cannot be read and acted on in 2 seconds: it stays
 * this long, and like every toast it pauses while the pointer is over it or the focus is in it.
 */
export const TOAST_LASTING_DURATION_MS = 8000;
/** Spec point 9: a swipe of 50 px dismisses. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Spec point 9: one toast at a time. */
export const TOAST_LIMIT = 1;
/** How long a closed toast stays in the store so its exit animation can finish. */
export const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastVariant = "default" | "destructive";

export interface ToastAction {
  /** The button text. */
  label: string;
  /** Required and non-empty (spec): how a screen reader user performs the action. */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastRecord {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  /** How long it shows, in milliseconds (see toastDuration). */
  duration: number;
  open: boolean;
}

/** The spec's 2 seconds for a plain toast; longer for an error or an action. */
export function toastDuration(input: Pick<ToastInput, "variant" | "action">): number {
  return input.variant === "destructive" || input.action ? TOAST_LASTING_DURATION_MS : TOAST_DURATION_MS;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

export interface ToastStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastRecord[];
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
}

const isProduction = (): boolean => process.env.NODE_ENV === "production";

/** Checks the spec's rule; in development and tests a broken toast throws. */
export function validateToast(input: ToastInput): ToastInput {
  const hasText = Boolean(input.title?.trim() || input.description?.trim());
  if (!hasText && !isProduction()) throw new Error("A toast needs a non-empty title or description.");
  const action = input.action;
  if (action && !action.altText.trim()) {
    if (!isProduction()) throw new Error("A toast action needs a non-empty altText.");
    // In production fall back to the visible label rather than lose the toast.
    const altText = action.label.trim();
    return altText ? { ...input, action: { ...action, altText } } : { ...input, action: undefined };
  }
  return input;
}

export function createToastStore(): ToastStore {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function set(next: readonly ToastRecord[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function remove(id: string) {
    const timer = removeTimers.get(id);
    if (timer) clearTimeout(timer);
    removeTimers.delete(id);
    if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
  }

  function dismiss(id?: string) {
    const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
    if (closing.length === 0) return;
    set(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
    for (const t of closing) {
      removeTimers.set(t.id, setTimeout(() => remove(t.id), TOAST_REMOVE_DELAY_MS));
    }
  }

  function toast(input: ToastInput): ToastHandle {
    const valid = validateToast(input);
    counter += 1;
    const id = `toast-${counter}`;
    const record: ToastRecord = {
      id,
      title: valid.title,
      description: valid.description,
      variant: valid.variant ?? "default",
      action: valid.action,
      duration: toastDuration(valid),
      open: true,
    };
    for (const t of toasts) {
      const timer = removeTimers.get(t.id);
      if (timer) clearTimeout(timer);
      removeTimers.delete(t.id);
    }
    // The new toast replaces whatever is shown.
    set([record, ...toasts].slice(0, TOAST_LIMIT));
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    toast,
    dismiss,
    remove,
  };
}

import { useSyncExternalStore } from "react";
import { createToastStore, type ToastHandle, type ToastInput, type ToastRecord } from "./toast-store";

/** The app's one toast store. */
export const toastStore = createToastStore();

const noToasts: readonly ToastRecord[] = [];

/** Show a toast (replacing the current one). Callable outside React. */
export function toast(input: ToastInput): ToastHandle {
  return toastStore.toast(input);
}

/** Close the toast with this id, or the current one. */
export function dismissToast(id?: string): void {
  toastStore.dismiss(id);
}

export function useToast(): {
  toasts: readonly ToastRecord[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => noToasts);
  return { toasts, toast, dismiss: dismissToast };
}

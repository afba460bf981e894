export { Toaster } from "./toaster";
export { toast, dismissToast, useToast, toastStore } from "./use-toast";
export {
  TOAST_DURATION_MS,
  TOAST_LASTING_DURATION_MS,
  toastDuration,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastAction,
  type ToastHandle,
  type ToastInput,
  type ToastRecord,
  type ToastVariant,
} from "./toast-store";

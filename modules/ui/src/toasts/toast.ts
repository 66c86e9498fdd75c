import { createToastStore } from "./toast-store";
import type { ToastInput } from "./toast-store";

/** The page's one toast list; the <ToastArea> in the root layout renders it. */
export const toastStore = createToastStore();

/** Shows a toast from any client code: `toast({ type: "success", text: "Saved" })`. */
export function toast(input: ToastInput): number {
  return toastStore.add(input);
}

/** Shows an error in the spec's shape (statusCode, message) under the generic title. */
export function toastError(error: { statusCode?: number; message: string }, title?: string): number {
  return toastStore.add({ type: "error", title, text: error.message, errorCode: error.statusCode });
}

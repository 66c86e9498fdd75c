/**
 * The on-screen toast list (spec sections 3, 4 and 9), free of React so it can be tested with fake
 * timers. Identical toasts (same title, text and type) merge into one with a counter, and every
 * add, merge or un-hover restarts the 30-second auto-dismiss.
 */

export const TOAST_TIMEOUT_MS = 30_000;
export const GENERIC_ERROR_TITLE = "An error occurred";

export type ToastKind = "error" | "warning" | "success" | "info";

export interface ToastInput {
  title?: string;
  text: string;
  /** error, warning or success; any other value is informational. */
  type?: string;
  errorCode?: string | number;
}

export interface Toast {
  id: number;
  title: string;
  text: string;
  type: ToastKind;
  errorCode?: string;
  /** How many identical toasts were merged into this one (shown as "x N" above 1). */
  count: number;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ToastStore {
  add(input: ToastInput): number;
  dismiss(id: number): void;
  /** Hovering stops the countdown… */
  pause(id: number): void;
  /** …and leaving starts it again from the full 30 seconds. */
  resume(id: number): void;
  clear(): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export function normalizeKind(type: string | undefined): ToastKind {
  return type === "error" || type === "warning" || type === "success" ? type : "info";
}

/** Errors without a title get the generic 'An error occurred'; other kinds may stay untitled. */
export function normalizeInput(input: ToastInput): Omit<Toast, "id" | "count"> {
  const type = normalizeKind(input.type);
  const title = input.title?.trim() || (type === "error" ? GENERIC_ERROR_TITLE : "");
  const errorCode = input.errorCode === undefined || input.errorCode === "" ? undefined : String(input.errorCode);
  return errorCode === undefined ? { title, text: input.text, type } : { title, text: input.text, type, errorCode };
}

/** The text the copy button puts on the clipboard: everything a support request needs. */
export function toastCopyText(toast: Toast): string {
  return [toast.title, toast.text, toast.errorCode ? `Error code: ${toast.errorCode}` : ""].filter(Boolean).join("\n");
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(options: { timeoutMs?: number; timers?: Timers } = {}): ToastStore {
  const timeoutMs = options.timeoutMs ?? TOAST_TIMEOUT_MS;
  // Looked up on each call so tests that install fake timers after creating the store still control them.
  const timers = options.timers ?? defaultTimers;
  let items: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  const stopTimer = (id: number) => {
    if (handles.has(id)) timers.clearTimeout(handles.get(id));
    handles.delete(id);
  };

  const startTimer = (id: number) => {
    stopTimer(id);
    handles.set(
      id,
      timers.setTimeout(() => store.dismiss(id), timeoutMs),
    );
  };

  const store: ToastStore = {
    add(input) {
      const normalized = normalizeInput(input);
      const same = items.find(
        (item) => item.title === normalized.title && item.text === normalized.text && item.type === normalized.type,
      );
      if (same) {
        items = items.map((item) => (item.id === same.id ? { ...item, ...normalized, count: item.count + 1 } : item));
        startTimer(same.id);
        emit();
        return same.id;
      }
      const id = nextId++;
      items = [...items, { ...normalized, id, count: 1 }];
      startTimer(id);
      emit();
      return id;
    },
    dismiss(id) {
      stopTimer(id);
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      emit();
    },
    pause(id) {
      stopTimer(id);
    },
    resume(id) {
      if (items.some((item) => item.id === id)) startTimer(id);
    },
    clear() {
      for (const id of [...handles.keys()]) stopTimer(id);
      items = [];
      emit();
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

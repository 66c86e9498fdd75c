import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createToastStore, GENERIC_ERROR_TITLE, TOAST_TIMEOUT_MS, toastCopyText } from "../../src/toasts/toast-store";

describe("notification store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("merges identical notifications into one with a counter", () => {
    const store = createToastStore();
    const first = store.add({ title: "Saved", text: "Project saved", type: "success" });
    const second = store.add({ title: "Saved", text: "Project saved", type: "success" });
    expect(second).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.count).toBe(2);
  });

  it("keeps notifications apart when title, text or type differ", () => {
    const store = createToastStore();
    store.add({ title: "A", text: "x", type: "error" });
    store.add({ title: "B", text: "x", type: "error" });
    store.add({ title: "A", text: "y", type: "error" });
    store.add({ title: "A", text: "x", type: "warning" });
    expect(store.getSnapshot()).toHaveLength(4);
  });

  it("dismisses itself after 30 seconds", () => {
    const store = createToastStore();
    store.add({ text: "Hello" });
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("restarts the timer when an identical notification merges in", () => {
    const store = createToastStore();
    store.add({ text: "Hello" });
    vi.advanceTimersByTime(20_000);
    store.add({ text: "Hello" });
    vi.advanceTimersByTime(20_000);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("pauses while hovered and restarts the full timer on leave", () => {
    const store = createToastStore();
    const id = store.add({ text: "Hover me" });
    vi.advanceTimersByTime(25_000);
    store.pause(id);
    vi.advanceTimersByTime(120_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(29_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("can be dismissed by hand and notifies subscribers", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add({ text: "Bye" });
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("gives untitled errors the generic title and treats unknown types as informational", () => {
    const store = createToastStore();
    store.add({ type: "error", text: "Boom", errorCode: 500 });
    store.add({ type: "fancy", text: "Note" });
    const [error, info] = store.getSnapshot();
    expect(error).toMatchObject({ title: GENERIC_ERROR_TITLE, type: "error", errorCode: "500" });
    expect(info).toMatchObject({ title: "", type: "info" });
  });

  it("copies title, text and error code", () => {
    const store = createToastStore();
    store.add({ type: "error", text: "Boom", errorCode: "E42" });
    const [error] = store.getSnapshot();
    expect(error && toastCopyText(error)).toBe(`${GENERIC_ERROR_TITLE}\nBoom\nError code: E42`);
  });

  it("returns a new snapshot array only when something changes", () => {
    const store = createToastStore();
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.add({ text: "x" });
    expect(store.getSnapshot()).not.toBe(before);
  });
});

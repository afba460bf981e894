import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  validateToast,
} from "@/components/ui/toast/toast-store";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("uses the spec's constants", () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_LIMIT).toBe(1);
  });

  it("shows one toast at a time", () => {
    const store = createToastStore();
    store.toast({ title: "Saved" });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ title: "Saved", open: true, variant: "default" });
  });

  it("replaces the current toast with a new one", () => {
    const store = createToastStore();
    const first = store.toast({ title: "First" });
    const second = store.toast({ title: "Second", description: "Newer" });
    const shown = store.getSnapshot();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.id).toBe(second.id);
    expect(shown[0]?.id).not.toBe(first.id);
    expect(shown[0]?.title).toBe("Second");
  });

  it("keeps the variant, defaulting to default", () => {
    const store = createToastStore();
    store.toast({ title: "Error", description: "Failed", variant: "destructive" });
    expect(store.getSnapshot()[0]?.variant).toBe("destructive");
    store.toast({ title: "Ok" });
    expect(store.getSnapshot()[0]?.variant).toBe("default");
  });

  it("notifies subscribers and stops after unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: "A" });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.toast({ title: "B" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("returns the same snapshot until something changes", () => {
    const store = createToastStore();
    store.toast({ title: "A" });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it("dismisses (closes) and then removes after the exit animation", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "A" });
    handle.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("does not let a pending removal remove a newer toast", () => {
    const store = createToastStore();
    store.toast({ title: "A" }).dismiss();
    store.toast({ title: "B" });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS * 2);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(["B"]);
  });

  it("dismiss() without an id closes the current toast", () => {
    const store = createToastStore();
    store.toast({ title: "A" });
    store.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it("rejects an action with an empty altText", () => {
    const store = createToastStore();
    const onClick = vi.fn();
    expect(() => store.toast({ title: "Deleted", action: { label: "Undo", altText: "", onClick } })).toThrow(/altText/);
    expect(() => store.toast({ title: "Deleted", action: { label: "Undo", altText: "   ", onClick } })).toThrow(/altText/);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("accepts an action with altText", () => {
    const store = createToastStore();
    const onClick = vi.fn();
    store.toast({ title: "Deleted", action: { label: "Undo", altText: "Undo the deletion", onClick } });
    expect(store.getSnapshot()[0]?.action?.altText).toBe("Undo the deletion");
  });

  it("rejects a toast with nothing to say", () => {
    const store = createToastStore();
    expect(() => store.toast({})).toThrow(/title or description/);
    expect(() => store.toast({ title: " ", description: "" })).toThrow();
  });

  it("in production falls back to the action label instead of throwing", () => {
    vi.stubEnv("NODE_ENV", "production");
    const onClick = vi.fn();
    const fixed = validateToast({ title: "Deleted", action: { label: "Undo", altText: "", onClick } });
    expect(fixed.action?.altText).toBe("Undo");
    const dropped = validateToast({ title: "Deleted", action: { label: "", altText: "", onClick } });
    expect(dropped.action).toBeUndefined();
  });
});

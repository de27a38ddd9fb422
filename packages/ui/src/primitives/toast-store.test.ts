import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_TOASTS, TOAST_MS, toast, useToasts } from "./toast-store";

const messages = () => useToasts.getState().toasts.map((item) => item.message);

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToasts.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it("shows a success message and takes it away after its time", () => {
    toast("Saved");
    expect(useToasts.getState().toasts).toMatchObject([{ message: "Saved", tone: "success" }]);
    vi.advanceTimersByTime(TOAST_MS.success);
    expect(messages()).toEqual([]);
  });

  it("keeps errors on screen longer than confirmations", () => {
    toast("Saved");
    toast("Network down", "error");
    vi.advanceTimersByTime(TOAST_MS.success);
    expect(messages()).toEqual(["Network down"]);
    vi.advanceTimersByTime(TOAST_MS.error - TOAST_MS.success);
    expect(messages()).toEqual([]);
  });

  it("keeps at most five, dropping the oldest", () => {
    for (let index = 1; index <= MAX_TOASTS + 2; index++) toast(`Message ${index}`);
    expect(messages()).toEqual(["Message 3", "Message 4", "Message 5", "Message 6", "Message 7"]);
  });

  it("shows the same message once when it comes twice", () => {
    toast("Copied");
    toast("Copied");
    expect(messages()).toEqual(["Copied"]);
  });

  it("dismisses one toast on request", () => {
    toast("First");
    toast("Second", "info");
    const first = useToasts.getState().toasts[0];
    if (first) useToasts.getState().dismiss(first.id);
    expect(messages()).toEqual(["Second"]);
  });
});

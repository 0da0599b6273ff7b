import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { reducer, resetToasts, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toast, toastShown } from "./use-toast";

afterEach(() => act(() => resetToasts()));

describe("toasts", () => {
  it("keeps spec section 9's constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it("shows only one toast at a time: the newest replaces the older", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First", description: "one" });
    });
    expect(await screen.findByText("First")).toBeInTheDocument();

    act(() => {
      toast({
        variant: "destructive",
        title: "Unauthorized",
        description: "You are logged out. Logging in again...",
      });
    });
    expect(await screen.findByText("Unauthorized")).toBeInTheDocument();
    expect(screen.getByText("You are logged out. Logging in again...")).toBeInTheDocument();
    expect(screen.queryByText("First")).not.toBeInTheDocument();
  });

  it("renders in a region that F8 focuses", () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: /notifications \(F8\)/i })).toBeInTheDocument();
  });

  it("closes a dismissed toast but keeps it until the removal delay", () => {
    const shown = { toasts: [{ id: "1", open: true, title: "Saved" }] };
    const dismissed = reducer(shown, { type: "DISMISS_TOAST", toastId: "1" });
    expect(dismissed.toasts).toEqual([{ id: "1", open: false, title: "Saved" }]);
    expect(reducer(dismissed, { type: "REMOVE_TOAST", toastId: "1" }).toasts).toEqual([]);
  });

  it("tells who waits on a toast when the toaster has put it on screen", async () => {
    let id = "";
    act(() => {
      id = toast({ title: "Saved" }).id;
    });
    let seen = false;
    const waiting = toastShown(id).then(() => (seen = true));
    await Promise.resolve();
    expect(seen).toBe(false); // no toaster yet: not on screen
    render(<Toaster />);
    await waiting;
    expect(screen.getByText("Saved")).toBeInTheDocument();
    await expect(toastShown(id)).resolves.toBeUndefined(); // already shown: at once
  });

  it("stops waiting on a toast no toaster shows after the time limit", async () => {
    vi.useFakeTimers();
    try {
      let id = "";
      act(() => {
        id = toast({ title: "Lost" }).id;
      });
      let seen = false;
      void toastShown(id, 3_000).then(() => (seen = true));
      await vi.advanceTimersByTimeAsync(2_999);
      expect(seen).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

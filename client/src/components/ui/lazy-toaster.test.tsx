import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// The toaster's code is loaded once per page (a module-level cache). Client tests share one module
// graph per worker, so this file takes fresh modules: the toaster starts unloaded, as on a page.
let LazyToaster: typeof import("./lazy-toaster").LazyToaster;
let toasts: typeof import("./use-toast");
beforeAll(async () => {
  vi.resetModules();
  ({ LazyToaster } = await import("./lazy-toaster"));
  toasts = await import("./use-toast");
});

afterEach(() => act(() => toasts.resetToasts()));

describe("LazyToaster", () => {
  it("renders nothing at first, then the notifications region once the browser is idle", async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole("region", { name: /notifications \(F8\)/i })).not.toBeInTheDocument();
    expect(
      await screen.findByRole("region", { name: /notifications \(F8\)/i }),
    ).toBeInTheDocument();
  });

  it("shows a toast raised before the toaster was loaded", async () => {
    render(<LazyToaster />);
    act(() => {
      toasts.toast({ title: "Saved early", description: "before idle" });
    });
    expect(await screen.findByText("Saved early")).toBeInTheDocument();
    expect(screen.getByText("before idle")).toBeInTheDocument();
  });
});

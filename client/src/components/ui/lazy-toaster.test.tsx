import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LazyToaster } from "./lazy-toaster";
import { resetToasts, toast } from "./use-toast";

afterEach(() => act(() => resetToasts()));

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
      toast({ title: "Saved early", description: "before idle" });
    });
    expect(await screen.findByText("Saved early")).toBeInTheDocument();
    expect(screen.getByText("before idle")).toBeInTheDocument();
  });
});

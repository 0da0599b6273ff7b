import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/test-utils";
import { renderWithProviders } from "@/testing/render";
import { VerifyPage } from "./verify-page";

afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(["%PDF-1.7\n% signed"], "contract-signed.pdf", { type: "application/pdf" });

describe("VerifyPage", () => {
  it("has the app's header and a file picker, and shows a valid file in green", async () => {
    stubFetch(() => ({
      body: {
        valid: true,
        requestId: "77777777-2222-4333-8444-555555555555",
        documentTitle: "Mutual NDA",
        documentSha256: "a".repeat(64),
        completedAt: "2026-11-23T10:00:00.000Z",
        signers: [{ name: "Alice First", email: "alice@example.com", signedAt: "2026-11-23T10:00:00.000Z" }],
      },
    }));
    renderWithProviders(<VerifyPage />);
    expect(screen.getByRole("link", { name: "FounderDocs home" })).toHaveAttribute("href", "/");
    await userEvent.setup().upload(screen.getByLabelText(/Signed PDF \(up to 20 MB\)/), pdf());
    const valid = await screen.findByRole("status");
    expect(valid).toHaveTextContent("Valid: sealed by FounderDocs and unchanged");
    expect(valid.className).toContain("emerald");
    expect(screen.getByText("Chosen: contract-signed.pdf. Choose another to check it.")).toBeInTheDocument();
  });

  it("shows a changed file in red, and one sealed elsewhere as not valid", async () => {
    let reason = "modified";
    stubFetch(() => ({ body: { valid: false, reason } }));
    const user = userEvent.setup();
    renderWithProviders(<VerifyPage />);
    await user.upload(screen.getByLabelText(/Signed PDF \(up to 20 MB\)/), pdf());
    const modified = await screen.findByRole("alert");
    expect(modified).toHaveTextContent("Modified. This file was changed after it was sealed");
    expect(modified.className).toContain("red");
    reason = "not_signed_here";
    await user.upload(screen.getByLabelText(/Signed PDF \(up to 20 MB\)/), pdf());
    expect(await screen.findByText(/Not valid\. This PDF carries a signature, but not one made by FounderDocs/)).toBeInTheDocument();
  });
});

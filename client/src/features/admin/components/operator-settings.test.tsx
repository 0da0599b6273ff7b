import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OperatorSettings as Settings } from "@shared/api/admin";
import { stubFetch } from "@/testing/test-utils";
import { renderWithProviders } from "@/testing/render";
import { OperatorSettings } from "./operator-settings";

afterEach(() => vi.unstubAllGlobals());

const settings = (mail: Settings["mail"]): Settings => ({
  environment: "production",
  plans: {
    free: { documentLimit: 3, watermark: true },
    pro: { documentLimit: null, watermark: false },
  },
  signIn: { mode: "oidc", issuer: "id.example.com" },
  adminEmails: ["boss@example.com"],
  database: { kind: "postgres" },
  mail,
  pdfPrinter: {
    status: "ready",
    browser: "system",
    active: 0,
    queued: 0,
    printed: 3,
    message: null,
  },
});

describe("OperatorSettings: e-mail", () => {
  it("shows the SMTP server and From, and sends a test e-mail", async () => {
    const calls = stubFetch((call) =>
      call.url === "/api/admin/settings"
        ? {
            body: settings({
              transport: "smtp",
              server: "smtp.example.com:587",
              from: "FounderDocs <no-reply@example.com>",
            }),
          }
        : call.url === "/api/admin/mail/test"
          ? { status: 202, body: { id: "m1", to: "boss@example.com", status: "queued" } }
          : { body: [] },
    );
    renderWithProviders(<OperatorSettings />, { path: "/admin/settings" });
    expect(await screen.findByText("SMTP")).toBeInTheDocument();
    expect(screen.getByText("smtp.example.com:587")).toBeInTheDocument();
    expect(screen.getByText("FounderDocs <no-reply@example.com>")).toBeInTheDocument();
    expect(screen.queryByText("Open the development outbox")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Send a test e-mail" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url === "/api/admin/mail/test")).toBe(true),
    );
  });

  it("points at the development outbox, and says what to set when mail is off", async () => {
    stubFetch(() => ({
      body: settings({
        transport: "dev",
        server: null,
        from: "FounderDocs <no-reply@founderdocs.localhost>",
      }),
    }));
    const { unmount } = renderWithProviders(<OperatorSettings />, { path: "/admin/settings" });
    expect(await screen.findByText("Development outbox")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the development outbox" })).toHaveAttribute(
      "href",
      "/dev/outbox",
    );
    unmount();

    stubFetch(() => ({
      body: settings({
        transport: "off",
        server: null,
        from: "FounderDocs <no-reply@founderdocs.localhost>",
      }),
    }));
    renderWithProviders(<OperatorSettings />, { path: "/admin/settings" });
    expect(await screen.findByText("Not configured")).toBeInTheDocument();
    expect(screen.getByText(/Set SMTP_URL and MAIL_FROM/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send a test e-mail" })).toBeDisabled();
  });
});

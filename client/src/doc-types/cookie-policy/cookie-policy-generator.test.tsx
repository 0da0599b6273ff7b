import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleDocument, stubApi } from "@/testing/test-utils";
import { chooseOption, renderTool, setUpToolTests } from "@/testing/render-tool";
import { MAX_CUSTOM_SERVICES } from "@shared/doc-types";
import { CookiePolicyGenerator } from "./cookie-policy-generator";

setUpToolTests();

describe("CookiePolicyGenerator", () => {
  it("shows the schema's messages when submitted empty", async () => {
    const user = userEvent.setup();
    renderTool(<CookiePolicyGenerator />);
    expect(
      screen.getByText("Your cookie policy will appear here after generation."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Cookie Policy" }));
    for (const message of [
      "Company name is required",
      "Must be a valid URL",
      "Must be a valid email",
      "Select at least one cookie type",
      "Select at least one purpose",
      "Select at least one region",
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("generates, then shows the policy, the banner code and its live preview", async () => {
    const snippet = '<script src="https://cdn.example/cookieconsent.umd.js"></script>';
    const doc = sampleDocument({
      type: "cookie_policy",
      title: "Cookie Policy — Acme",
      banner: { snippet, config: {}, mode: "opt-in" },
    });
    const calls = stubApi(() => ({ status: 201, body: doc }));
    const user = userEvent.setup();
    renderTool(<CookiePolicyGenerator />);
    await user.type(screen.getByLabelText("Company Name"), "Acme");
    await user.type(screen.getByLabelText("Website URL"), "https://acme.com");
    await user.type(screen.getByLabelText("Contact Email"), "hello@acme.com");
    await user.click(screen.getByLabelText("Essential"));
    await user.click(screen.getByLabelText("Analytics"));
    await user.click(screen.getByLabelText("analytics and performance tracking"));
    await user.click(screen.getByLabelText("CCPA (California)"));
    await user.click(screen.getByLabelText("Uses analytics tools"));
    await user.click(screen.getByLabelText("Google Analytics 4"));
    await user.type(screen.getByLabelText(/Cookie Policy URL/), "/legal/cookies");
    await user.click(screen.getByRole("button", { name: "Generate Cookie Policy" }));

    expect(
      await screen.findByRole("heading", { name: "Generated Cookie Policy" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Cookie Policy Generated")).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      cookieTypes: ["essential", "analytics"],
      purposes: ["analytics"],
      regions: ["CCPA"],
      hasAnalytics: true,
      hasMarketing: false,
      hasThirdParty: false,
      services: ["ga4"],
      policyUrl: "/legal/cookies",
    });
    expect(screen.getByTestId("banner-snippet")).toHaveTextContent(snippet);
    expect(screen.getByTitle("Consent banner preview")).toHaveAttribute(
      "src",
      `/api/documents/${doc.id}/banner-preview`,
    );

    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(writeText).toHaveBeenCalledWith(snippet);
    expect(await screen.findByText("Copied")).toBeInTheDocument();
  });

  it("adds and removes custom services, shows their messages, and posts them", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "cookie_policy" }) }));
    const user = userEvent.setup();
    const { unmount } = renderTool(<CookiePolicyGenerator />);
    await user.type(screen.getByLabelText("Company Name"), "Acme");
    await user.type(screen.getByLabelText("Website URL"), "https://acme.com");
    await user.type(screen.getByLabelText("Contact Email"), "hello@acme.com");
    await user.click(screen.getByLabelText("Essential"));
    await user.click(screen.getByLabelText("analytics and performance tracking"));
    await user.click(screen.getByLabelText("GDPR (European Union)"));

    await user.click(screen.getByRole("button", { name: "Add Service" }));
    await user.click(screen.getByRole("button", { name: "Add Service" }));
    expect(screen.getAllByTestId("custom-service")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove service 2" }));
    expect(screen.getAllByTestId("custom-service")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Generate Cookie Policy" }));
    const service = screen.getByRole("group", { name: "Service 1" });
    expect(within(service).getByLabelText("Cookie Name")).toHaveAccessibleDescription("Custom service name is required");
    expect(within(service).getByText("Choose first-party or third-party")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(service).getByLabelText("Cookie Name"), "intercom-session");
    await user.type(within(service).getByLabelText("Provider"), "Intercom");
    await user.type(within(service).getByLabelText("Purpose"), "Keeps the support chat open");
    await user.type(within(service).getByLabelText("Duration"), "7 days");
    await chooseOption(user, "Party", "Third-party");
    await user.click(screen.getByRole("button", { name: "Generate Cookie Policy" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { customServices: unknown }).customServices).toEqual([
      { name: "intercom-session", provider: "Intercom", purpose: "Keeps the support chat open", duration: "7 days", party: "third", category: "functional" },
    ]);
    unmount();

    // Editing fills them in; no more can be added than the schema takes.
    const stored = { name: "a", provider: "B", purpose: "C", duration: "1 day", party: "first", category: "necessary" };
    renderTool(<CookiePolicyGenerator initialValues={{ customServices: Array(MAX_CUSTOM_SERVICES).fill(stored) }} onSubmit={vi.fn()} />);
    expect(screen.getAllByTestId("custom-service")).toHaveLength(MAX_CUSTOM_SERVICES);
    expect(within(screen.getByRole("group", { name: "Service 1" })).getByLabelText("Provider")).toHaveValue("B");
    expect(screen.queryByRole("button", { name: "Add Service" })).not.toBeInTheDocument();
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleDocument, stubApi } from "@/components/tool/test-utils";
import { renderTool, setUpToolTests } from "@/components/tool/test-render";
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
});

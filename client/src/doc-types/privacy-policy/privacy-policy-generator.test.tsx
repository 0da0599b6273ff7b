import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { todayIso } from "@shared/validation";
import {
  PLAN_LIMIT_BODY,
  sampleDocument,
  stubApi,
} from "@/testing/test-utils";
import { renderTool, setUpToolTests } from "@/testing/render-tool";
import { PrivacyPolicyGenerator, representativeMissing } from "./privacy-policy-generator";

setUpToolTests();

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Company Name"), "Acme Inc.");
  await user.type(screen.getByLabelText("Website URL"), "https://acme.com");
  await user.type(screen.getByLabelText("Contact Email"), "privacy@acme.com");
  await user.click(screen.getByLabelText("Payment information"));
  await user.click(screen.getByLabelText("Personal information (name, email, phone)"));
  await user.click(screen.getByLabelText("Customer support"));
  await user.click(screen.getByLabelText("GDPR (European Union)"));
}

describe("PrivacyPolicyGenerator", () => {
  it("shows the layout and the placeholder before generation", () => {
    renderTool(<PrivacyPolicyGenerator />);
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
    expect(
      screen.getByText("Your privacy policy will appear here after generation."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Fill out the form and click "Generate Privacy Policy" to get started.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Effective Date")).toHaveValue(todayIso());
  });

  it("shows the shared schema's messages when submitted empty, and sends nothing", async () => {
    const calls = stubApi(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderTool(<PrivacyPolicyGenerator />);
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));

    for (const message of [
      "Company name is required",
      "Must be a valid URL",
      "Must be a valid email",
      "Select at least one type of data collected",
      "Select at least one data use",
      "Select at least one region",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const name = screen.getByLabelText("Company Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Company name is required");
    expect(screen.getByRole("group", { name: "Data Collected" })).toHaveAccessibleDescription(
      "Select at least one type of data collected",
    );
    expect(calls).toHaveLength(0);

    // Fixing a field clears its message.
    await user.type(name, "Acme");
    await waitFor(() =>
      expect(screen.queryByText("Company name is required")).not.toBeInTheDocument(),
    );
  });

  it("asks CCPA's second request method, and posts the advertising, transfer and security answers", async () => {
    const link = '<a href="https://acme.com/privacy-policy">Do Not Sell or Share My Personal Information</a>';
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "privacy_policy", privacyChoices: { snippet: link } }) }));
    const user = userEvent.setup();
    renderTool(<PrivacyPolicyGenerator />);
    await fillValidForm(user);
    // Only with California does the form ask how requests are sent.
    expect(screen.queryByLabelText(/Toll-Free Number/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("CCPA (California)"));
    // Said before it turns red: the group is required, and none of its fields calls itself optional.
    const group = screen.getByRole("group", { name: /Second way to send requests/ });
    expect(group).toHaveAccessibleName("Second way to send requests (required for California: one of these)");
    expect(group).toHaveAccessibleDescription(/California requires a second way to send privacy requests/);
    expect(within(group).queryByText("(optional)")).not.toBeInTheDocument();
    expect(within(group).getByLabelText("Toll-Free Number")).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    expect(await screen.findByText(/California \(CCPA\) requests need a second method/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Toll-Free Number/), "1-800-555-0100");
    expect(screen.queryByLabelText("Uses the Meta Pixel")).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Uses advertising cookies or pixels/));
    // With advertising under the GDPR, the Meta Pixel (joint controllership with Meta) can be named.
    await user.click(screen.getByLabelText("Uses the Meta Pixel"));
    await user.click(screen.getByLabelText("Encryption in transit (TLS)"));
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      regions: ["GDPR", "CCPA"],
      tollFreeNumber: "1-800-555-0100",
      usesAdvertisingTracking: true,
      usesMetaPixel: true,
      transferSafeguard: "sccs",
      securityMeasures: ["encryption-in-transit"],
    });
    // The link the policy names, to paste in the site's footer.
    expect(await screen.findByTestId("privacy-choices-snippet")).toHaveTextContent(link);
  });

  it("a request form URL left invalid and then hidden (CCPA unticked) neither blocks Generate nor is sent", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "privacy_policy" }) }));
    const user = userEvent.setup();
    renderTool(<PrivacyPolicyGenerator />);
    await fillValidForm(user);
    await user.click(screen.getByLabelText("CCPA (California)"));
    await user.type(screen.getByLabelText(/Privacy Request Form URL/), "not a url");
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    await waitFor(() => expect(screen.getByLabelText(/Privacy Request Form URL/)).toHaveAttribute("aria-invalid", "true"));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByLabelText("CCPA (California)"));
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ regions: ["GDPR"] });
    expect(calls[0]!.body).not.toHaveProperty("requestFormUrl");
  });

  it("asks a retention period for each category collected, and posts those filled in", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument() }));
    const user = userEvent.setup();
    const { unmount } = renderTool(<PrivacyPolicyGenerator />);
    expect(screen.queryByRole("group", { name: "How Long You Keep Each Type of Data" })).not.toBeInTheDocument();
    await fillValidForm(user);
    const group = screen.getByRole("group", { name: "How Long You Keep Each Type of Data" });
    expect(group).toHaveAccessibleDescription(/Leave one blank for a standard period or criterion/);
    // Only the categories ticked, in the options' order.
    expect(within(group).getAllByRole("textbox").map((box) => box.id)).toEqual([
      "retention-personal-info",
      "retention-payment-info",
    ]);
    const payment = within(group).getByLabelText("Payment information (optional)");
    await user.click(payment);
    await user.paste("x".repeat(121));
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    expect(payment).toHaveAccessibleDescription("Retention period for payment information must be at most 120 characters");
    expect(calls).toHaveLength(0);

    await user.clear(payment);
    await user.type(payment, "10 years after the transaction");
    // A period typed for a category then unticked is not posted, and an invalid one then hidden
    // does not block Generate with an error nobody can see.
    await user.click(within(group).getByLabelText("Personal information (name, email, phone) (optional)"));
    await user.paste("x".repeat(121));
    await user.click(screen.getByLabelText("Personal information (name, email, phone)"));
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { retention: unknown }).retention).toEqual({ "payment-info": "10 years after the transaction" });
    await user.click(screen.getByLabelText("Personal information (name, email, phone)"));
    await user.clear(within(group).getByLabelText("Personal information (name, email, phone) (optional)"));
    await user.type(within(group).getByLabelText("Personal information (name, email, phone) (optional)"), "2 years");
    await user.click(screen.getByLabelText("Personal information (name, email, phone)"));
    await user.click(screen.getByLabelText("Personal information (name, email, phone)"));
    expect(within(group).getByLabelText("Personal information (name, email, phone) (optional)")).toHaveValue("2 years");
    await user.click(screen.getByLabelText("Personal information (name, email, phone)"));
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect((calls[1]!.body as { retention: unknown }).retention).toEqual({ "payment-info": "10 years after the transaction" });
    unmount();

    // Editing fills it in.
    renderTool(
      <PrivacyPolicyGenerator
        initialValues={{ dataCollected: ["payment-info"], retention: { "payment-info": "7 years" } }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText("Payment information (optional)")).toHaveValue("7 years");
  });

  it("generates: posts the form, toasts, and shows the preview", async () => {
    const doc = sampleDocument();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = stubApi(async () => {
      await gate;
      return { status: 201, body: doc };
    });
    const user = userEvent.setup();
    renderTool(<PrivacyPolicyGenerator />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));

    const pending = await screen.findByRole("button", { name: "Generating..." });
    expect(pending).toBeDisabled();
    release();

    expect(
      await screen.findByRole("heading", { name: "Generated Privacy Policy" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Privacy Policy Generated")).toBeInTheDocument();
    expect(
      screen.getByText("Your privacy policy has been generated successfully."),
    ).toBeInTheDocument();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/generate/privacy-policy",
      body: {
        companyName: "Acme Inc.",
        website: "https://acme.com",
        email: "privacy@acme.com",
        // In the options' order, whatever the order of the clicks.
        dataCollected: ["personal-info", "payment-info"],
        dataUse: ["customer-support"],
        regions: ["GDPR"],
        effectiveDate: todayIso(),
      },
    });

    const preview = screen.getByTestId("document-preview");
    expect(within(preview).getByText("Privacy Policy")).toBeInTheDocument();
    expect(within(preview).getByText(doc.title)).toBeInTheDocument();
    expect(within(preview).getByText("Final")).toHaveClass("bg-primary");
    expect(within(preview).getByText("Generated on November 23, 2026")).toBeInTheDocument();
    expect(
      within(preview).getByText("Acme Inc. is the controller of your personal data."),
    ).toBeInTheDocument();
    expect(within(preview).getByRole("region", { name: "Privacy Policy content" })).toHaveClass(
      "max-h-96",
      "overflow-y-auto",
    );
    expect(within(preview).getByRole("link", { name: "Open document" })).toHaveAttribute(
      "href",
      `/documents/${doc.id}`,
    );
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();

    // Download PDF opens the export in a new tab.
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(open).toHaveBeenCalledWith(`/api/documents/${doc.id}/export/pdf`, "_blank", "noopener");
  });

  it("shares: creates the link, copies it and says who can open it", async () => {
    const doc = sampleDocument();
    const url = "http://localhost/share/abc123";
    const calls = stubApi(({ url: path }) =>
      path.endsWith("/share")
        ? { status: 201, body: { url, token: "abc123", createdAt: doc.createdAt } }
        : { status: 201, body: doc },
    );
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderTool(<PrivacyPolicyGenerator />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    await user.click(await screen.findByRole("button", { name: "Share" }));

    expect(await screen.findByText("Link copied")).toBeInTheDocument();
    expect(screen.getByText("Anyone with this link can view the document.")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByLabelText("Share link")).toHaveValue(url);
    expect(calls.at(-1)).toMatchObject({ method: "POST", url: `/api/documents/${doc.id}/share` });
  });

  it("on a failure logs it and shows the spec's toast", async () => {
    stubApi(() => ({
      status: 500,
      body: { message: "Something went wrong on our side", code: "internal" },
    }));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderTool(<PrivacyPolicyGenerator />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(
      screen.getByText("Failed to generate privacy policy. Please try again."),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Generate Privacy Policy" })).toBeEnabled();
    expect(screen.getByTestId("result-placeholder")).toBeInTheDocument();
  });

  it("puts a 400's field messages on the fields", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        code: "invalid_input",
        message: "Invalid input: website: Must be a valid URL",
        errors: [{ path: "website", message: "Must be a valid URL" }],
      },
    }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderTool(<PrivacyPolicyGenerator />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));

    expect(await screen.findByText("Must be a valid URL")).toBeInTheDocument();
    expect(screen.getByLabelText("Website URL")).toHaveAttribute("aria-invalid", "true");
    expect(
      screen.getByText("Failed to generate privacy policy. Please try again."),
    ).toBeInTheDocument();
  });

  it("on the plan limit shows the server's message and the upgrade", async () => {
    stubApi(() => ({ status: 402, body: PLAN_LIMIT_BODY }));
    const user = userEvent.setup();
    renderTool(<PrivacyPolicyGenerator />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));

    const panel = await screen.findByTestId("plan-limit");
    expect(panel).toHaveTextContent("You've used all 3 documents included in the Free plan");
    expect(within(panel).getByRole("link", { name: "Upgrade to Lifetime Access" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    const toastTitle = await screen.findByText("Document limit reached");
    const limitToast = toastTitle.closest("li")!;
    expect(within(limitToast).getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");
    expect(
      screen.queryByText("Failed to generate privacy policy. Please try again."),
    ).not.toBeInTheDocument();
  });
});

describe("the Article 27 prompt", () => {
  it("asks for an EU or UK representative when the business is established outside the territory it targets", () => {
    expect(representativeMissing(["GDPR"], { country: "US" })).toBe("the European Union");
    expect(representativeMissing(["UK-GDPR"], { country: "DE" })).toBe("the United Kingdom");
    expect(representativeMissing(["GDPR", "UK-GDPR"], { country: "GB" })).toBe("the European Union");
    expect(representativeMissing(["GDPR"], { country: "DE" })).toBeUndefined();
    expect(representativeMissing(["GDPR"], { country: "US", representativeName: "EU Rep GmbH" })).toBeUndefined();
    expect(representativeMissing(["CCPA"], { country: "US" })).toBeUndefined();
    expect(representativeMissing(["GDPR"], null)).toBeUndefined();
  });
});

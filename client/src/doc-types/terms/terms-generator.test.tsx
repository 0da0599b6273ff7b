import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleDocument, sampleProfile, stubApi } from "@/testing/test-utils";
import { chooseOption, renderTool, setUpToolTests } from "@/testing/render-tool";
import { REFUND_POLICY_MAX } from "@shared/doc-types";
import { TERMS_GOVERNING_LAW_OPTIONS } from "@shared/validation";
import { TermsGenerator, WITHDRAWAL_CONTACT_NOTE } from "./terms-generator";

const UNITED_STATES = TERMS_GOVERNING_LAW_OPTIONS.find((o) => o.value === "united-states")!.label;

setUpToolTests();

/** The company name, website and business type every submit needs. */
async function fillBusiness(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Company Name"), "Acme");
  await user.type(screen.getByLabelText("Website URL"), "https://acme.com");
  await user.click(screen.getByLabelText("Business Type"));
  await user.click(await screen.findByRole("option", { name: "SaaS" }));
}

describe("TermsGenerator", () => {
  it("shows the placeholder before generation", () => {
    renderTool(<TermsGenerator />);
    expect(
      screen.getByText("Your terms and conditions will appear here after generation."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Fill out the form and click "Generate Terms & Conditions" to get started.'),
    ).toBeInTheDocument();
  });

  it("asks for a refund policy only when the business accepts payments", async () => {
    const user = userEvent.setup();
    renderTool(<TermsGenerator />);
    const payments = screen.getByLabelText("Business accepts payments");
    expect(payments).not.toBeChecked();
    expect(screen.queryByLabelText(/Refund Policy/)).not.toBeInTheDocument();

    await user.click(payments);
    expect(payments).toBeChecked();
    expect(screen.getByLabelText(/Refund Policy/)).toBeInTheDocument();

    await user.click(payments);
    expect(screen.queryByLabelText(/Refund Policy/)).not.toBeInTheDocument();
  });

  it("shows the schema's messages for the required choices", async () => {
    const user = userEvent.setup();
    renderTool(<TermsGenerator />);
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Must be a valid URL")).toBeInTheDocument();
    expect(screen.getByText("Business type is required")).toBeInTheDocument();
    expect(screen.getByText("Governing law is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Business Type")).toHaveAttribute("aria-invalid", "true");
  });

  it("generates with the chosen options and the refund policy", async () => {
    const doc = sampleDocument({ type: "terms_conditions", title: "Terms and Conditions — Acme" });
    const calls = stubApi(() => ({ status: 201, body: doc }));
    const user = userEvent.setup();
    renderTool(<TermsGenerator />);

    await fillBusiness(user);
    await user.click(screen.getByLabelText("Business accepts payments"));
    await user.type(screen.getByLabelText(/Refund Policy/), "Refunds within 14 days.");
    await user.click(screen.getByLabelText("Governing Law"));
    await user.click(await screen.findByRole("option", { name: "Delaware, United States" }));
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));

    expect(
      await screen.findByRole("heading", { name: "Generated Terms & Conditions" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Terms & Conditions Generated")).toBeInTheDocument();
    expect(
      screen.getByText("Your terms and conditions have been generated successfully."),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/generate/terms",
      body: {
        companyName: "Acme",
        website: "https://acme.com",
        businessType: "saas",
        hasPayments: true,
        refundPolicy: "Refunds within 14 days.",
        governingLaw: "delaware",
      },
    });
    expect(screen.getByText("Terms & Conditions", { selector: "span" })).toBeInTheDocument();
  });

  it("a refund policy left invalid and then hidden (payments unticked) neither blocks Generate nor is sent", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "terms_conditions" }) }));
    const user = userEvent.setup();
    renderTool(<TermsGenerator />);
    await fillBusiness(user);
    await user.click(screen.getByLabelText("Governing Law"));
    await user.click(await screen.findByRole("option", { name: "Delaware, United States" }));
    await user.click(screen.getByLabelText("Business accepts payments"));
    await user.click(screen.getByLabelText(/Refund Policy/));
    await user.paste("x".repeat(REFUND_POLICY_MAX + 1));
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    expect(await screen.findByText(/Refund policy must be at most/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByLabelText("Business accepts payments"));
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ hasPayments: false });
    expect(calls[0]!.body).not.toHaveProperty("refundPolicy");
  });

  it("asks the state under United States law, and offers arbitration only under a US law", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "terms_conditions" }) }));
    const user = userEvent.setup();
    renderTool(<TermsGenerator />);
    await fillBusiness(user);
    expect(screen.queryByLabelText("State, Province or Territory")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Arbitration and class action waiver")).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("Governing Law"));
    await user.click(await screen.findByRole("option", { name: UNITED_STATES }));
    await user.click(screen.getByLabelText("State, Province or Territory"));
    await user.click(await screen.findByRole("option", { name: "Texas" }));
    await user.click(screen.getByLabelText("Arbitration and class action waiver"));
    await user.click(screen.getByLabelText("Customers"));
    await user.click(await screen.findByRole("option", { name: "Businesses (B2B)" }));
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ governingLaw: "united-states", governingRegion: "US-TX", arbitration: true, audience: "businesses" });
  });

  it("asks the consumer arbitration board only of a German trader who takes part, and posts it", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "terms_conditions" }) }));
    const user = userEvent.setup();
    const { unmount } = renderTool(<TermsGenerator />);
    await user.type(screen.getByLabelText("Company Name"), "Acme");
    await user.type(screen.getByLabelText("Website URL"), "https://acme.com");
    await chooseOption(user, "Business Type", "SaaS");
    await chooseOption(user, "Governing Law", "Germany");
    // "Not willing and not obliged" names no board.
    expect(screen.queryByLabelText(/Consumer Arbitration Board/)).not.toBeInTheDocument();
    await chooseOption(user, "Consumer Arbitration (§ 36 VSBG)", "Willing");
    const board = screen.getByLabelText(/Consumer Arbitration Board/);
    expect(board).toHaveAccessibleDescription(/Leave blank to name the Universalschlichtungsstelle des Bundes/);

    await user.click(board);
    await user.paste(Array(9).fill("line").join("\n"));
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    expect(await screen.findByText("Consumer arbitration board must be at most 8 lines")).toBeInTheDocument();
    expect(board).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);

    await user.clear(board);
    await user.type(board, "Schlichtungsstelle X{Enter}Musterstraße 1, 10115 Berlin");
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      governingLaw: "germany",
      consumerArbitration: "willing",
      consumerArbitrationBoard: "Schlichtungsstelle X\nMusterstraße 1, 10115 Berlin",
    });
    unmount();

    // Editing fills it in.
    renderTool(
      <TermsGenerator
        initialValues={{ governingLaw: "germany", consumerArbitration: "obliged", consumerArbitrationBoard: "Board Y" }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/Consumer Arbitration Board/)).toHaveValue("Board Y");
  });

  it("asks a UK marketplace with EU buyers for its DSA legal representative and its P2B mediators, and posts them", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "terms_conditions" }) }));
    const user = userEvent.setup();
    renderTool(<TermsGenerator />);
    await user.type(screen.getByLabelText("Company Name"), "Acme Market Ltd");
    await user.type(screen.getByLabelText("Website URL"), "https://acme.com");
    await chooseOption(user, "Business Type", "Marketplace");
    await chooseOption(user, "Governing Law", "United Kingdom");
    expect(screen.getByLabelText(/Mediators for Business Sellers/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/EU Legal Representative/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("Consumers in the EU buy from us"));
    await user.type(screen.getByLabelText(/EU Legal Representative/), "EU Rep GmbH{Enter}10117 Berlin");
    await user.type(screen.getByLabelText(/Mediators for Business Sellers/), "Mediator A");
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    expect(await screen.findByText("Name at least two mediators, one a line (P2B Regulation, Art. 12)")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mediators for Business Sellers/), "{Enter}Mediator B");
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      businessType: "marketplace",
      governingLaw: "united-kingdom",
      sellsToEuUkConsumers: true,
      euLegalRepresentative: "EU Rep GmbH\n10117 Berlin",
      p2bMediators: "Mediator A\nMediator B",
    });
  });

  it("adds https:// to a website typed without it, as soon as the field is left", async () => {
    const user = userEvent.setup();
    renderTool(<TermsGenerator />);
    await user.type(screen.getByLabelText("Website URL"), "acme.com");
    await user.tab();
    expect(screen.getByLabelText("Website URL")).toHaveValue("https://acme.com");
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    expect(await screen.findByText("Business type is required")).toBeInTheDocument();
    expect(screen.queryByText("Must be a valid URL")).not.toBeInTheDocument();
  });

  it("posts the contact email and postal address, and refuses an invalid email", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "terms_conditions" }) }));
    const user = userEvent.setup();
    renderTool(<TermsGenerator />);
    await fillBusiness(user);
    await chooseOption(user, "Governing Law", "Delaware, United States");
    await user.type(screen.getByLabelText(/Contact Email/), "hallo@");
    await user.type(screen.getByLabelText(/Postal Address/), "Schuhstraße 1{Enter}10115 Berlin");
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    expect(await screen.findByText("Must be a valid email")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Contact Email/), "schuh.example");
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ email: "hallo@schuh.example", address: "Schuhstraße 1\n10115 Berlin" });
  });

  it("editing fills in the contact email and postal address", () => {
    renderTool(<TermsGenerator initialValues={{ email: "hallo@schuh.example", address: "Schuhstraße 1" }} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText(/Contact Email/)).toHaveValue("hallo@schuh.example");
    expect(screen.getByLabelText(/Postal Address/)).toHaveValue("Schuhstraße 1");
  });

  it("notes, without blocking Generate, that EU / UK consumer terms need a postal and an e-mail address", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "terms_conditions" }) }));
    const user = userEvent.setup();
    renderTool(<TermsGenerator />);
    await fillBusiness(user);
    // No withdrawal right under a US law without EU buyers: no note.
    await chooseOption(user, "Governing Law", "Delaware, United States");
    expect(screen.queryByText(WITHDRAWAL_CONTACT_NOTE)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("Consumers in the EU or UK buy from us"));
    expect(screen.getByRole("note")).toHaveTextContent(WITHDRAWAL_CONTACT_NOTE);
    await chooseOption(user, "Governing Law", "Germany");
    expect(screen.getByText(WITHDRAWAL_CONTACT_NOTE)).toBeInTheDocument();

    // It does not stop the terms being generated without them.
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).not.toHaveProperty("email");

    // An e-mail alone is not enough; with the address too, it goes.
    await user.type(screen.getByLabelText(/Contact Email/), "hallo@schuh.example");
    expect(screen.getByText(WITHDRAWAL_CONTACT_NOTE)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Postal Address/), "Schuhstraße 1");
    expect(screen.queryByText(WITHDRAWAL_CONTACT_NOTE)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Postal Address/));
    expect(screen.getByText(WITHDRAWAL_CONTACT_NOTE)).toBeInTheDocument();

    // Terms for businesses only give no withdrawal right.
    await chooseOption(user, "Customers", "Businesses (B2B)");
    expect(screen.queryByText(WITHDRAWAL_CONTACT_NOTE)).not.toBeInTheDocument();
  });

  it("a business profile with both addresses needs no note; choosing none brings it back", async () => {
    stubApi(() => ({ status: 201, body: sampleDocument({ type: "terms_conditions" }) }));
    const user = userEvent.setup();
    renderTool(<TermsGenerator />, { profiles: [sampleProfile({ isDefault: true })] });
    await chooseOption(user, "Governing Law", "United Kingdom");
    expect(screen.queryByText(WITHDRAWAL_CONTACT_NOTE)).not.toBeInTheDocument();
    // The profile's e-mail and address are not copied into the fields: blank uses the profile's.
    expect(screen.getByLabelText(/Contact Email/)).toHaveValue("");
    await chooseOption(user, "Business", "None");
    expect(screen.getByText(WITHDRAWAL_CONTACT_NOTE)).toBeInTheDocument();
  });

  it("a business profile without an address still needs one", async () => {
    const user = userEvent.setup();
    renderTool(<TermsGenerator />, { profiles: [sampleProfile({ isDefault: true, address: null })] });
    await chooseOption(user, "Governing Law", "Germany");
    expect(screen.getByText(WITHDRAWAL_CONTACT_NOTE)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Postal Address/), "Schuhstraße 1");
    expect(screen.queryByText(WITHDRAWAL_CONTACT_NOTE)).not.toBeInTheDocument();
  });
});

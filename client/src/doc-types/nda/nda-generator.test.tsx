import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleDocument, stubApi } from "@/testing/test-utils";
import { fillParty, renderTool, setUpToolTests } from "@/testing/render-tool";
import { NdaGenerator } from "./nda-generator";

setUpToolTests();

describe("NdaGenerator", () => {
  it("shows the placeholder and the schema's messages", async () => {
    const user = userEvent.setup();
    renderTool(<NdaGenerator />);
    expect(screen.getByText("Your NDA will appear here after generation.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "One-way" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Generate NDA" }));
    expect(await screen.findAllByText("Name is required")).toHaveLength(2);
    expect(screen.getAllByText("Address is required")).toHaveLength(2);
    expect(screen.getAllByText("Valid email is required")).toHaveLength(2);
    expect(screen.getByText("Purpose is required")).toBeInTheDocument();
    expect(screen.getByText("Duration is required")).toBeInTheDocument();
    expect(screen.getByText("Governing law is required")).toBeInTheDocument();
  });

  it("names the parties First and Second for a mutual NDA, and posts the same fields", async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: sampleDocument({ type: "nda", title: "Mutual NDA" }),
    }));
    const user = userEvent.setup();
    renderTool(<NdaGenerator />);
    expect(screen.getByRole("group", { name: "Disclosing Party" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Receiving Party" })).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Mutual" }));
    expect(screen.queryByRole("group", { name: "Disclosing Party" })).not.toBeInTheDocument();
    await fillParty(user, "First Party", "Acme");
    await fillParty(user, "Second Party", "Beta");
    const second = screen.getByRole("group", { name: "Second Party" });
    await user.click(within(second).getByLabelText("Entity Type"));
    await user.click(await screen.findByRole("option", { name: "Individual" }));
    // An individual is not incorporated anywhere.
    expect(within(second).queryByLabelText(/Incorporated In/)).not.toBeInTheDocument();
    await user.type(within(screen.getByRole("group", { name: "First Party" })).getByLabelText(/Registration Number/), "HRB 12345");
    await user.click(screen.getByLabelText("No publicity"));
    await user.type(screen.getByLabelText("Purpose"), "Exploring a partnership");
    await user.click(screen.getByLabelText("Duration"));
    await user.click(await screen.findByRole("option", { name: "2 years" }));
    await user.click(screen.getByLabelText("Governing Law"));
    await user.click(await screen.findByRole("option", { name: "Germany" }));
    // Under German law, a contractual penalty in euros, posted in cents.
    await user.type(screen.getByLabelText(/Contractual penalty \(EUR\)/), "25000");
    await user.click(screen.getByRole("button", { name: "Generate NDA" }));

    expect(await screen.findByRole("heading", { name: "Generated NDA" })).toBeInTheDocument();
    expect(await screen.findByText("NDA Generated")).toBeInTheDocument();
    expect(
      screen.getByText("Your non-disclosure agreement has been generated successfully."),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      type: "mutual",
      disclosingParty: { name: "Acme", address: "1 Main St", email: "acme@example.com", entityType: "company", registrationNumber: "HRB 12345" },
      receivingParty: { name: "Beta", address: "1 Main St", email: "beta@example.com", entityType: "individual" },
      noPublicity: true,
      standstill: false,
      purpose: "Exploring a partnership",
      duration: "2-years",
      governingLaw: "germany",
      contractualPenalty: 2_500_000,
    });
  });

  it("offers the contractual penalty only under German law, and posts none when it is left empty", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "nda", title: "NDA" }) }));
    const user = userEvent.setup();
    renderTool(<NdaGenerator />);
    await fillParty(user, "Disclosing Party", "Acme");
    await fillParty(user, "Receiving Party", "Beta");
    await user.type(screen.getByLabelText("Purpose"), "Exploring a partnership");
    await user.click(screen.getByLabelText("Duration"));
    await user.click(await screen.findByRole("option", { name: "2 years" }));
    await user.click(screen.getByLabelText("Governing Law"));
    await user.click(await screen.findByRole("option", { name: "Delaware, United States" }));
    expect(screen.queryByLabelText(/Contractual penalty/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate NDA" }));
    expect(await screen.findByText("NDA Generated")).toBeInTheDocument();
    expect(calls[0]?.body).not.toHaveProperty("contractualPenalty");
  });
});

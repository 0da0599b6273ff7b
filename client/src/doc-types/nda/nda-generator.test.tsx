import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { polyfillJsdomForRadix, sampleDocument, stubFetch } from "@/components/tool/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { renderWithProviders } from "@/testing/render";
import { NdaGenerator } from "./nda-generator";

polyfillJsdomForRadix();

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

async function fillParty(user: User, group: string, name: string) {
  const block = screen.getByRole("group", { name: group });
  await user.type(within(block).getByLabelText("Name"), name);
  await user.type(within(block).getByLabelText("Address"), "1 Main St");
  await user.type(within(block).getByLabelText("Email"), `${name.toLowerCase()}@example.com`);
}

describe("NdaGenerator", () => {
  it("shows the placeholder and the schema's messages", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NdaGenerator />);
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
    const calls = stubFetch(() => ({
      status: 201,
      body: sampleDocument({ type: "nda", title: "Mutual NDA" }),
    }));
    const user = userEvent.setup();
    renderWithProviders(<NdaGenerator />);
    expect(screen.getByRole("group", { name: "Disclosing Party" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Receiving Party" })).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Mutual" }));
    expect(screen.queryByRole("group", { name: "Disclosing Party" })).not.toBeInTheDocument();
    await fillParty(user, "First Party", "Acme");
    await fillParty(user, "Second Party", "Beta");
    await user.type(screen.getByLabelText("Purpose"), "Exploring a partnership");
    await user.click(screen.getByLabelText("Duration"));
    await user.click(await screen.findByRole("option", { name: "2 years" }));
    await user.click(screen.getByLabelText("Governing Law"));
    await user.click(await screen.findByRole("option", { name: "Germany" }));
    await user.click(screen.getByRole("button", { name: "Generate NDA" }));

    expect(await screen.findByRole("heading", { name: "Generated NDA" })).toBeInTheDocument();
    expect(await screen.findByText("NDA Generated")).toBeInTheDocument();
    expect(
      screen.getByText("Your non-disclosure agreement has been generated successfully."),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      type: "mutual",
      disclosingParty: { name: "Acme", address: "1 Main St", email: "acme@example.com" },
      receivingParty: { name: "Beta", address: "1 Main St", email: "beta@example.com" },
      purpose: "Exploring a partnership",
      duration: "2-years",
      governingLaw: "germany",
    });
  });
});

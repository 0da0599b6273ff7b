import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOOLS } from "@shared/catalogue";
import { renderWithProviders } from "@/testing/render";
import { ToolsCatalogue } from "./tools-catalogue";

describe("ToolsCatalogue", () => {
  it("lists all 12 tools in the catalogue's order, each leading to its page", () => {
    renderWithProviders(<ToolsCatalogue user={null} />, { path: "/tools" });
    expect(screen.getByRole("heading", { level: 1, name: "Tools" })).toBeInTheDocument();
    const links = within(screen.getByRole("list", { name: "All tools" })).getAllByRole("link");
    expect(links).toHaveLength(12);
    expect(links.map((l) => l.getAttribute("href"))).toEqual(TOOLS.map((t) => t.href));
  });

  it("opens the working tools and marks the Coming Soon ones", () => {
    renderWithProviders(<ToolsCatalogue user={null} />, { path: "/tools" });
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/tools/privacy-policy",
    );
    expect(screen.getByRole("link", { name: "Invoices & Receipts" })).toHaveAttribute(
      "href",
      "/tools/invoice-generator",
    );
    expect(screen.getByRole("link", { name: "Logo & Favicon Studio" })).toHaveAttribute(
      "href",
      "/tools/logo-generator",
    );
    expect(screen.getByRole("link", { name: "Quotes & Estimates" })).toHaveAttribute("href", "/tools/quote-generator");
    const signatures = screen.getByRole("link", { name: "Digital Signatures" });
    expect(signatures).toHaveAttribute("href", "/tools/digital-signature");
    expect(signatures).toHaveAccessibleDescription(/Collect signatures online/);
    for (const tool of TOOLS) {
      const name = tool.status === "coming-soon" ? `${tool.title} Coming Soon` : tool.title;
      expect(screen.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(screen.queryAllByText("Coming Soon")).toHaveLength(
      TOOLS.filter((t) => t.status === "coming-soon").length,
    );
  });

  it("has the signed-in top bar", () => {
    renderWithProviders(<ToolsCatalogue user={null} />, { path: "/tools" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Tools" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("current-user")).toHaveTextContent("User");
    expect(screen.getByRole("link", { name: "Sign Out" })).toHaveAttribute("href", "/api/logout");
  });
});

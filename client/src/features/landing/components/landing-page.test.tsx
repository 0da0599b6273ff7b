import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOOLS } from "@shared/catalogue";
import { LandingPage } from "./landing-page";

describe("LandingPage", () => {
  it("has one h1 and the landmarks", () => {
    render(<LandingPage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveAttribute("id", "about");
  });

  it("shows the 12 catalogue tools in order, each with a Generate link to sign in", () => {
    render(<LandingPage />);
    const grid = document.getElementById("tools")!;
    const cards = within(grid).getAllByRole("article");
    expect(cards).toHaveLength(12);
    cards.forEach((card, i) => {
      const tool = TOOLS[i]!;
      expect(within(card).getByRole("heading", { name: tool.title })).toBeInTheDocument();
      expect(within(card).getByText(tool.description)).toBeInTheDocument();
      expect(within(card).getByText(tool.badge)).toBeInTheDocument();
      expect(within(card).getByRole("link", { name: `Generate ${tool.title}` })).toHaveAttribute(
        "href",
        "/api/login",
      );
    });
  });

  it("sends every call to action to /api/login and every other link to an anchor", () => {
    render(<LandingPage />);
    const links = screen.getAllByRole("link");
    for (const link of links) {
      const href = link.getAttribute("href") ?? "";
      expect(href === "/api/login" || href.startsWith("#")).toBe(true);
    }
    for (const name of ["Sign In", "Get Started Free"]) {
      const matches = screen.getAllByRole("link", { name });
      expect(matches.length).toBeGreaterThan(0);
      matches.forEach((l) => expect(l).toHaveAttribute("href", "/api/login"));
    }
    expect(screen.getByRole("link", { name: /Start Free/ })).toHaveAttribute("href", "/api/login");
  });

  it("has the top bar anchors and the sections they point at", () => {
    render(<LandingPage />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Tools", "#tools"],
      ["Pricing", "#pricing"],
      ["About", "#about"],
    ] as const) {
      expect(within(nav).getByRole("link", { name })).toHaveAttribute("href", href);
      expect(document.getElementById(href.slice(1))).not.toBeNull();
    }
  });

  it("shows the marketing claims, preview statuses and both plans", () => {
    render(<LandingPage />);
    expect(screen.getByText("Trusted by 10,000+ startups")).toBeInTheDocument();
    expect(screen.getByText(/3 documents/, { selector: "a" })).toBeInTheDocument();
    expect(screen.getAllByText("Paid").length).toBeGreaterThan(0);
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.getByText("Remind")).toBeInTheDocument();

    const pricing = document.getElementById("pricing")!;
    const free = within(pricing).getByRole("article", { name: "Forever Free" });
    expect(within(free).getByText("$0")).toBeInTheDocument();
    expect(within(free).getByText("3 documents total, forever")).toBeInTheDocument();
    expect(within(free).getByText("3 signature requests")).toBeInTheDocument();
    const lifetime = within(pricing).getByRole("article", { name: "Lifetime Access" });
    expect(within(lifetime).getByText("$29")).toBeInTheDocument();
    expect(within(lifetime).getByText("Unlimited signature requests")).toBeInTheDocument();
    expect(within(lifetime).getByText("one-time payment")).toBeInTheDocument();
    expect(within(lifetime).getByRole("link")).toHaveAttribute("href", "/api/login");
  });

  it("sells nothing that doesn't exist yet, and names the paid plan one way", () => {
    render(<LandingPage />);
    // What is sold is what the product does: signature requests, not "credits";
    // the NDA is sent for signature with the signatures feature.
    expect(document.body).not.toHaveTextContent(/signature credits|ready for digital signature/i);
    const nda = within(document.getElementById("tools")!).getByRole("article", { name: /NDA Generator/ });
    expect(nda).toHaveTextContent("ready to send for electronic signature");
    expect(document.body).not.toHaveTextContent(/\bPro\b|Professional (plan|Access)|to Professional/);
  });

  it("orders the sections as the spec does", () => {
    render(<LandingPage />);
    const order = [
      "hero-title",
      "tools-title",
      "preview-title",
      "testimonials-title",
      "pricing-title",
      "closing-cta-title",
    ].map((id) => document.getElementById(id)!);
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });
});

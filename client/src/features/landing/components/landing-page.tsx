// The visitor landing page (spec section 2). Loaded eagerly, so it stays light: no Radix
// dialogs, selects or menus here.
import { ClosingCtaSection } from "./closing-cta-section";
import { DashboardPreviewSection } from "./dashboard-preview-section";
import { HeroSection } from "./hero-section";
import { PricingSection } from "./pricing-section";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TestimonialsSection } from "./testimonials-section";
import { ToolsSection } from "./tools-section";

export function LandingPage() {
  return (
    <div id="top" className="flex min-h-screen flex-col bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <HeroSection />
        <ToolsSection />
        <DashboardPreviewSection />
        <TestimonialsSection />
        <PricingSection />
        <ClosingCtaSection />
      </main>
      <SiteFooter />
    </div>
  );
}

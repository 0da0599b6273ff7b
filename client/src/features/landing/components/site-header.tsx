import { Menu, X } from "lucide-react";
import type * as React from "react";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { LOGIN_URL } from "@/lib/navigation";

const NAV_LINKS = [
  { href: "#tools", label: "Tools" },
  { href: "#pricing", label: "Pricing" },
  { href: "#about", label: "About" },
];

/** A <details> disclosure is the mobile menu: it opens without any JavaScript. */
function closeMenu(event: React.SyntheticEvent<HTMLElement>) {
  event.currentTarget.closest("details")?.removeAttribute("open");
}

function MobileMenu() {
  return (
    <details
      className="group md:hidden"
      onKeyDown={(e) => {
        if (e.key === "Escape") closeMenu(e);
      }}
    >
      <summary
        className="flex size-10 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Menu"
      >
        <Menu className="size-5 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-open:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label="Mobile"
        onClick={closeMenu}
        className="absolute inset-x-0 top-full border-b bg-white px-4 pt-2 pb-5 shadow-lg"
      >
        <ul className="grid gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="block rounded-md px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Button asChild variant="outline">
            <a href={LOGIN_URL}>Sign In</a>
          </Button>
          <Button asChild>
            <a href={LOGIN_URL}>Get Started Free</a>
          </Button>
        </div>
      </nav>
    </details>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="container flex h-16 items-center justify-between gap-4">
        <a
          href="#top"
          aria-label="FounderDocs home"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost">
            <a href={LOGIN_URL}>Sign In</a>
          </Button>
          <Button asChild>
            <a href={LOGIN_URL}>Get Started Free</a>
          </Button>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}

// The signed-in top bar (spec section 2: home link, Tools and Pricing, the user's first name, Sign
// Out), shared by the dashboard, all documents, the tools and the viewer. On phones the links fold
// into a menu so the bar never widens the page.
import { LogOut } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { TPublicUser } from "@shared/api/users";
import { Button } from "@/components/ui/button";
import { LOGOUT_URL } from "@/lib/navigation";
import { cn } from "@/lib/utils";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { UserAvatar, userInitials } from "./user-avatar";

export type HeaderUser = Pick<TPublicUser, "email" | "firstName" | "lastName" | "profileImageUrl">;

export const APP_NAV_LINKS = [
  { href: "/tools", label: "Tools" },
  { href: "/documents", label: "Documents" },
  { href: "/clients", label: "Clients" },
  { href: "/pricing", label: "Pricing" },
  { href: "/settings/business", label: "Settings" },
] as const;

const NAV_LINK =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:text-slate-950 aria-[current=page]:bg-slate-100";

/** Spec: first name, else the e-mail, else 'User'. */
export function displayName(user: Pick<TPublicUser, "firstName" | "email"> | null): string {
  return user?.firstName || user?.email || "User";
}

function isCurrent(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}

function AppMobileMenu({ location }: { location: string }) {
  return (
    <MobileMenu className="pb-4">
      <ul className="grid gap-1">
        {APP_NAV_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isCurrent(location, link.href) ? "page" : undefined}
              className={cn(NAV_LINK, "block text-base")}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </MobileMenu>
  );
}

export function AppHeader({ user }: { user: HeaderUser | null }) {
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md">
      <div className="container flex h-16 items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-1 sm:gap-4">
          <AppMobileMenu location={location} />
          <Link
            href="/"
            aria-label="FounderDocs home"
            className="shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Logo compact />
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {APP_NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={isCurrent(location, link.href) ? "page" : undefined}
                    className={NAV_LINK}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <div className="flex min-w-0 items-center gap-2" data-testid="current-user">
            <UserAvatar imageUrl={user?.profileImageUrl ?? null} initials={userInitials(user)} />
            <span className="max-w-[14rem] truncate text-sm font-medium text-slate-700 max-sm:sr-only">
              {displayName(user)}
            </span>
          </div>
          <Button asChild variant="ghost" size="sm">
            {/* A whole-page navigation: the server ends the session. */}
            <a href={LOGOUT_URL}>
              <LogOut aria-hidden="true" />
              Sign Out
            </a>
          </Button>
        </div>
      </div>
    </header>
  );
}

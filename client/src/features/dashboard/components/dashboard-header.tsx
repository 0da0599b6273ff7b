import { LogOut } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { LOGOUT_URL } from "@/lib/navigation";
import type { DashboardUser } from "./types";
import { UserAvatar, userInitials } from "./user-avatar";

const NAV_LINK =
  "rounded-md px-2 py-2 sm:px-3 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Spec: first name, else the e-mail, else 'User'. */
export function displayName(user: DashboardUser | null): string {
  return user?.firstName || user?.email || "User";
}

export function DashboardHeader({ user }: { user: DashboardUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md">
      <div className="container flex h-16 items-center justify-between gap-3">
        <div className="flex items-center gap-1 sm:gap-6">
          <Link
            href="/"
            aria-label="FounderDocs home"
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Logo compact />
          </Link>
          <nav aria-label="Main">
            <ul className="flex items-center gap-1">
              {/* Plain anchors: on the dashboard they land on Quick Tools and the plan offer. */}
              <li>
                <a href="/#tools" className={NAV_LINK}>
                  Tools
                </a>
              </li>
              <li>
                <a href="/#pricing" className={NAV_LINK}>
                  Pricing
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <div className="flex min-w-0 items-center gap-2" data-testid="current-user">
            <UserAvatar imageUrl={user?.profileImageUrl ?? null} initials={userInitials(user)} />
            <span className="hidden max-w-[14rem] truncate text-sm font-medium text-slate-700 sm:block">
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

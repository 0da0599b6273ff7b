// The frame both settings pages share: the app's top bar, the page title and a small nav between
// Business and Account.
import { Building2, UserRound } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { AppHeader } from "@/components/layout/app-header";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/utils";

export const SETTINGS_PAGES = [
  { id: "business", href: "/settings/business", label: "Business", icon: Building2 },
  { id: "account", href: "/settings/account", label: "Account", icon: UserRound },
] as const;

export type SettingsPageId = (typeof SETTINGS_PAGES)[number]["id"];

export function SettingsNav({ current }: { current: SettingsPageId }) {
  return (
    <nav aria-label="Settings">
      <ul className="flex gap-1 md:flex-col">
        {SETTINGS_PAGES.map(({ id, href, label, icon: Icon }) => (
          <li key={id}>
            <Link
              href={href}
              aria-current={id === current ? "page" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                id === current && "bg-white text-slate-950 shadow-xs ring-1 ring-slate-200",
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SettingsLayout({
  current,
  title,
  description,
  children,
}: {
  current: SettingsPageId;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const { user } = useAuth();
  return (
    <div className="min-h-screen bg-slate-50/70">
      <AppHeader user={user} />
      <main id="main" className="container py-8 sm:py-10">
        <p className="text-sm font-medium text-muted-foreground">Settings</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-950 sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground sm:text-base">{description}</p>
        <div className="mt-8 grid items-start gap-6 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-10">
          <SettingsNav current={current} />
          <div className="min-w-0 space-y-6">{children}</div>
        </div>
      </main>
    </div>
  );
}

// The admin panel's frame (spec section 2): header with 'Admin Panel', the user, an Admin badge
// and Exit Admin; the sidebar; the page. Only an admin gets it; everyone else sees Access Denied
// (the server refuses them too). Pages load inside, so the frame stays while one loads.
import {
  Activity,
  BarChart3,
  CreditCard,
  LayoutDashboard,
  LogOut,
  Settings,
  Shield,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Suspense, useEffect, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Logo } from "@/components/layout/logo";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { AccessDenied } from "./access-denied";

export const ADMIN_NAV: { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { href: "/admin/users", label: "Users", icon: Users },
  { href: "/admin/analytics", label: "Analytics", icon: BarChart3 },
  { href: "/admin/payments", label: "Payments", icon: CreditCard },
  { href: "/admin/activity", label: "Activity Logs", icon: Activity },
  { href: "/admin/settings", label: "Settings", icon: Settings },
];

function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="space-y-4">
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [location] = useLocation();
  const current = ADMIN_NAV.find((item) => item.href === location);

  useEffect(() => {
    const previous = document.title;
    document.title = `${current?.label ?? "Admin"} · Admin Panel · FounderDocs`;
    return () => {
      document.title = previous;
    };
  }, [current?.label]);

  if (user?.role !== "admin") return <AccessDenied />;

  return (
    <div className="min-h-screen bg-slate-50/70">
      <header className="sticky top-0 z-40 border-b bg-white/90 backdrop-blur-md">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Logo compact />
            <span className="hidden h-6 w-px bg-slate-200 sm:block" aria-hidden="true" />
            <p className="flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-slate-900">
              <Shield className="size-4 text-primary" aria-hidden="true" />
              Admin Panel
            </p>
          </div>
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <span
              className="hidden max-w-[14rem] truncate text-sm font-medium text-slate-700 sm:block"
              data-testid="admin-user"
            >
              {user.firstName || user.email}
            </span>
            <Badge>Admin</Badge>
            {/* A whole-page load out of the panel, so the site's own policy and tags apply there. */}
            <a
              href="/"
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <LogOut className="size-4" aria-hidden="true" />
              Exit Admin
            </a>
          </div>
        </div>
      </header>
      <div className="flex flex-col lg:flex-row">
        <nav
          aria-label="Admin"
          className="border-b bg-white lg:sticky lg:top-16 lg:h-[calc(100vh-4rem)] lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 lg:flex-col lg:p-3">
            {ADMIN_NAV.map(({ href, label, icon: Icon }) => {
              const active = href === location;
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      active
                        ? "bg-primary/10 text-primary"
                        : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}

/** A page's title row: heading, one line of context, and room for controls on the right. */
export function AdminPageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-950">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

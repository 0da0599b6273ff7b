// The page's first download is React and the landing page, nothing else: the app (the router, the
// query client, every signed-in page's code) is a chunk of its own. On '/', the landing page paints
// at once while the user call answers; a signed-out visitor never needs the app (every link on the
// landing page leaves it), a signed-in one gets the app and the dashboard in its place. Any other
// path loads the app first.
import { StrictMode, startTransition, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { TPublicUser } from "@shared/api/users";
import { LandingPage } from "@/features/landing/components/landing-page";
import { isTrackedPage, requestTags } from "@/features/tracking/tags";
import { warmClassMerge } from "./lib/utils";
import "./index.css";

const element = document.getElementById("root");
if (!element) throw new Error("index.html has no #root element");
const root = createRoot(element);

if ("requestIdleCallback" in window) window.requestIdleCallback(warmClassMerge, { timeout: 1000 });
else setTimeout(warmClassMerge, 0);

// Each render as a transition: React renders the page in slices that yield to the browser instead
// of one long task. A page whose code is still loading keeps the screen as it was (no "Loading..."
// first: after a fallback React holds back the content for 300 ms).
const render = (node: ReactNode) =>
  startTransition(() => root.render(<StrictMode>{node}</StrictMode>));

const loadApp = () => import("./app/app");
// The dashboard's code, fetched alongside the app's (the app's lazy page then resolves from the
// module cache) instead of after it.
const loadDashboard = () => import("./app/routes/dashboard-page");

/**
 * GET /api/auth/user, the call index.html preloads: the user, null when signed out, undefined for
 * any other answer (a blocked account, an error), which the app asks again and shows.
 */
async function currentUser(): Promise<TPublicUser | null | undefined> {
  try {
    const res = await fetch("/api/auth/user", { credentials: "include" });
    if (res.status === 401) return null;
    return res.ok ? ((await res.json()) as TPublicUser) : undefined;
  } catch {
    return undefined;
  }
}

async function start(path: string) {
  if (path === "/") {
    render(<LandingPage />);
    const user = await currentUser();
    if (user === null) {
      if (isTrackedPage(path, false)) requestTags();
      return;
    }
    const [{ App, seedUser }] = await Promise.all([loadApp(), user ? loadDashboard() : undefined]);
    if (user) seedUser(user);
    render(<App />);
    return;
  }
  const [{ App }] = await Promise.all([
    loadApp(),
    path === "/dashboard" ? loadDashboard().catch(() => {}) : undefined,
  ]);
  render(<App />);
}

void start(window.location.pathname);

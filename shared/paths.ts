// Page paths both sides reason about. The admin panel is where no third-party tag may run: the
// server keeps its strict CSP there (server/services/analytics-csp.ts) and the client's tag loader
// does nothing there (client/src/features/tracking/load-tags.ts).

/** The admin panel's pages: /admin and everything under it. */
export const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

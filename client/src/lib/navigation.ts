// Sign-in and sign-out are whole-browser navigations handled by the server, never data calls.
export const LOGIN_URL = "/api/login";
export const LOGOUT_URL = "/api/logout";

/** Spec section 9: how long a "logged out" toast is readable before the browser leaves. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec section 8: the dashboard's toast when the visitor is (or has become) signed out. */
export const UNAUTHORIZED_TOAST = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
};

/** The page the browser is on, as the server's returnTo takes it: path and query. */
export function currentPagePath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The sign-in address that comes back to `returnTo` afterwards (the server keeps only same-origin
 * page paths). Home needs no returnTo: it is where sign-in lands anyway.
 */
export function loginUrl(returnTo?: string): string {
  return returnTo && returnTo !== "/"
    ? `${LOGIN_URL}?returnTo=${encodeURIComponent(returnTo)}`
    : LOGIN_URL;
}

/** Send the browser to sign in, and back to this page once signed in. */
export function redirectToLogin(returnTo: string = currentPagePath()): void {
  window.location.href = loginUrl(returnTo);
}

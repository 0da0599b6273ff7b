// Sign-in and sign-out are whole-browser navigations handled by the server, never data calls.
export const LOGIN_URL = "/api/login";
export const LOGOUT_URL = "/api/logout";

/** Spec section 9: how long a "logged out" toast is readable before the browser leaves. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export function redirectToLogin(): void {
  window.location.href = LOGIN_URL;
}

// Where to go after signing in: a page of this app the visitor was sent away from. Only a relative
// path of the app's own pages is kept (never another origin, never an API route, which could be
// sign-out), so the sign-in can't be used to send someone elsewhere (open redirect).
const BASE = "http://app.invalid";

/** The normalised path, or undefined when the value is not a same-origin page path. */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 2_000) return undefined;
  // A relative path: one slash, no backslash (browsers read "/\\" as "//"), no control characters.
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return undefined;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20 || value.charCodeAt(i) === 0x7f) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || /^\/api(?:\/|$)/i.test(url.pathname)) return undefined;
  return path;
}

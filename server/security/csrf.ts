// Cross-site request forgery defence for every state-changing request (POST, PUT, PATCH, DELETE),
// on top of the SameSite=Lax session cookie. No token: the browser already tells us where a
// request comes from, and every state change goes through a non-GET method. The GETs that write
// are harmless cross-site: /api/login only starts a sign-in, a document export only adds an
// "exported" entry to its owner's activity (and SameSite=Lax keeps cookies off cross-site
// subresource requests), and /api/logout is guarded below.
//
// The rule, in order:
//  1. Safe methods (GET, HEAD, OPTIONS) pass, except that a cross-site navigation to
//     GET /api/logout is sent home without signing out (logout CSRF).
//  2. Origin equal to the request's own origin (protocol://host as Express sees it) or to the
//     app's configured one (config.appUrl: APP_URL, else http://localhost:PORT) passes. Comparing
//     with the request's Host is safe here: a browser sets both headers, and a page cannot forge
//     either (this only decides whether to serve the request, never a URL we send out).
//  3. Sec-Fetch-Site: same-origin passes (pages cannot set it; it also covers a TLS proxy that
//     makes Express see http while the browser's Origin says https).
//  4. Any other Origin ("null" from sandboxed frames included) or Sec-Fetch-Site is refused.
//  5. Neither header: not a current browser (every current browser sends Origin on a cross-site
//     POST, and Sec-Fetch-Site on every request), so it is a script, curl or a test client. Such a
//     request passes when its body is JSON or it has no body at all, the two shapes a cross-site
//     HTML form can never produce, and also when it is the dev sign-in form posted form-encoded
//     (that is its format by design; it does not exist in production), so tools and the test
//     harness can sign in. text/plain and multipart bodies without Origin are refused.
// Anything else answers 403 JSON { message, code: "forbidden" } before the body is even read.
import type { Request, RequestHandler } from "express";
import type { Config } from "../config";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Form-encoded on purpose: the dev sign-in page posts a plain HTML form. */
const FORM_ROUTES = new Set(["/api/login/dev"]);

export const CSRF_MESSAGE = "Cross-site request refused: this action must come from the app itself";

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  if (req.headers["transfer-encoding"] !== undefined) return true;
  return length !== undefined && length !== "0";
}

const mediaType = (req: Request) =>
  (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();

export function csrfProtection(config: Pick<Config, "appUrl">): RequestHandler {
  const appOrigin = originOf(config.appUrl);

  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      // Sign-out stays a GET navigation (docs/product-spec.md §7), but another site may not trigger it:
      // a cross-site navigation to it just lands on the home page, still signed in.
      const site = req.headers["sec-fetch-site"];
      if (req.path === "/api/logout" && (site === "cross-site" || site === "same-site")) {
        res.redirect(303, "/");
        return;
      }
      return next();
    }
    const refuse = () => next(new AppError("forbidden", CSRF_MESSAGE));

    const origin = req.headers.origin;
    const site = req.headers["sec-fetch-site"];
    if (origin !== undefined) {
      const own = `${req.protocol}://${req.get("host") ?? ""}`;
      if (origin === own || (appOrigin !== undefined && origin === appOrigin)) return next();
    }
    if (site !== undefined || origin !== undefined)
      return site === "same-origin" ? next() : refuse();

    const type = mediaType(req);
    if (!hasBody(req) || type === "application/json") return next();
    if (type === "application/x-www-form-urlencoded" && FORM_ROUTES.has(req.path)) return next();
    refuse();
  };
}

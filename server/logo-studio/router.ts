// POST /api/logo-studio/kit: the Logo & favicon studio's kit, a ZIP of the logo, the favicons, the
// web app icons, a manifest and the <head> snippet (docs/API.md "Logo & favicon studio").
import type { RequestHandler } from "express";
import { ZLogoKitRequest } from "../../shared/logo-studio";
import { requireUser } from "../auth/guards";
import { AppError, parseOrThrow } from "../errors";
import { newRouter } from "../routes/router";
import { buildKit, DEFAULT_TIME_LIMIT_MS } from "./kit";

export interface LogoStudioOptions {
  /** The logoKit budget (server/security/rate-limit.ts), counted before validation. */
  limits: { logoKit: RequestHandler };
  /** The most a kit may take before it is abandoned with a 503. */
  timeLimitMs?: number;
}

export function logoStudioRouter({ limits, timeLimitMs = DEFAULT_TIME_LIMIT_MS }: LogoStudioOptions) {
  const router = newRouter();

  router.post("/api/logo-studio/kit", requireUser, limits.logoKit, async (req, res) => {
    const input = parseOrThrow(ZLogoKitRequest, req.body);
    const kit = await buildKit(input, { timeLimitMs }).catch((err: unknown) => {
      if (err instanceof AppError && err.code === "unavailable") res.set("Retry-After", "5");
      throw err;
    });
    res
      .attachment(kit.fileName)
      .type("application/zip")
      .send(Buffer.from(kit.zip.buffer, kit.zip.byteOffset, kit.zip.byteLength));
  });

  return router;
}

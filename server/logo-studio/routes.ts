// POST /api/logo-studio/kit: the Logo & favicon studio's kit, a ZIP of the logo, the favicons, the
// web app icons, a manifest and the <head> snippet (docs/API.md "Logo & favicon studio").
import type { RequestHandler } from "express";
import { ZLogoKitRequest } from "../../shared/logo-studio";
import { currentUser, requireUser } from "../auth/guards";
import { AppError, parseOrThrow } from "../errors";
import { JobOverBudget, type ImagePool } from "../images/pool";
import { newRouter } from "../routes/new-router";
import { DEFAULT_TIME_LIMIT_MS, TOO_SLOW_MESSAGE } from "./kit";

export interface LogoStudioOptions {
  /** The logoKit budget (server/security/rate-limit.ts), counted before validation. */
  limits: { logoKit: RequestHandler };
  /** Where kits are drawn, off the event loop. */
  images: ImagePool;
  /** The most a kit may take before it is abandoned with a 503; undefined: the default (5 s). */
  timeLimitMs?: number | undefined;
}

export function logoStudioRouter({ limits, images, timeLimitMs = DEFAULT_TIME_LIMIT_MS }: LogoStudioOptions) {
  const router = newRouter();

  router.post("/api/logo-studio/kit", requireUser, limits.logoKit, async (req, res) => {
    const input = parseOrThrow(ZLogoKitRequest, req.body);
    const kit = await images.run({ kind: "logo-kit", input, timeLimitMs }, { budgetMs: timeLimitMs, owner: currentUser(req).id }).catch((err: unknown) => {
      // Stopped at the time limit, or its own check found it had overrun: the same 503.
      const error = err instanceof JobOverBudget ? new AppError("unavailable", TOO_SLOW_MESSAGE) : err;
      if (error instanceof AppError && error.code === "unavailable") res.set("Retry-After", "5");
      throw error;
    });
    res
      .attachment(kit.fileName)
      .type("application/zip")
      .send(Buffer.from(kit.zip.buffer, kit.zip.byteOffset, kit.zip.byteLength));
  });

  return router;
}

// The signed-in user's own account: who they are, their dashboard figures, and Settings → Account
// (their name, a download of all their data, deleting the account). docs/API.md "Account".
import type { CookieOptions } from "express";
import { ZAccountDeleteSchema, ZAccountPatchSchema } from "../../shared/api/account";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Database } from "../db";
import { AppError, parseOrThrow } from "../errors";
import type { RateLimits } from "../security/rate-limit";
import { deleteAccount } from "../services/account-delete";
import { exportArchiveName, writeAccountExport, ZipWriter } from "../services/account-export";
import { updateAccountName } from "../services/account-update";
import { getDashboardStats } from "../services/dashboard";
import type { Exporter } from "../services/exports";
import { toPublicUser } from "../services/users";
import { api } from "../../shared/api/routes";
import { serve } from "../contract";
import { newRouter } from "./new-router";

export interface AccountRouterDeps {
  /** The app's exporter (its PDF printer): the data download renders every document with it. */
  exporter: Exporter;
  /** The data download counts against the PDF export budget. */
  limits: Pick<RateLimits, "pdf">;
  /** The session cookie, cleared when the account is deleted, as /api/logout clears it. */
  sessionCookie: { name: string; options: CookieOptions };
}

export const EXPORT_BUSY_MESSAGE = "Your data is already being prepared for download. Please wait for that download to finish.";

export function accountRouter(database: Database, deps: AccountRouterDeps) {
  const { db } = database;
  const router = newRouter();
  // One data download per user at a time, per instance: each holds the printer for a while.
  const exporting = new Set<string>();

  serve(router, api.account.user, [requireUser], (req) => toPublicUser(currentUser(req)));

  serve(router, api.account.dashboard, [requireUser], (req) => getDashboardStats({ db, userId: currentUser(req).id }));

  serve(router, api.account.update, [requireUser], async (req) => {
    const patch = parseOrThrow(ZAccountPatchSchema, req.body ?? {});
    const updated = await updateAccountName({ db, userId: currentUser(req).id, patch, origin: originOf(req) });
    return toPublicUser(updated);
  });

  router.get("/api/account/export", requireUser, deps.limits.pdf, async (req, res) => {
    const user = currentUser(req);
    if (exporting.has(user.id)) throw new AppError("conflict", EXPORT_BUSY_MESSAGE);
    exporting.add(user.id);
    let gone = false;
    const onClose = () => {
      gone = true;
    };
    res.on("close", onClose);
    try {
      const zip = new ZipWriter(
        {
          write: (chunk) => res.write(chunk),
          drained: () =>
            new Promise<void>((resolve) => {
              if (gone) return resolve();
              res.once("drain", resolve);
              res.once("close", resolve);
            }),
          aborted: () => gone,
        },
        () => {
          const name = exportArchiveName();
          res.status(200).set({
            "Content-Type": "application/zip",
            "Content-Disposition": `attachment; filename="${name}"`,
            "X-Content-Type-Options": "nosniff",
            "Cache-Control": "no-store",
          });
        },
      );
      await writeAccountExport({ db, exporter: deps.exporter, user, zip, origin: originOf(req) });
      if (gone) return;
      res.end();
    } catch (err) {
      if (!res.headersSent) throw err;
      // Halfway through the archive the status is sent: cutting the connection is the only way
      // to tell the browser the download failed, rather than leave it a truncated ZIP.
      req.log?.error({ err }, "account export failed after it started");
      res.destroy();
    } finally {
      exporting.delete(user.id);
      res.off("close", onClose);
    }
  });

  router.delete("/api/account", requireUser, async (req, res) => {
    const { confirm } = parseOrThrow(ZAccountDeleteSchema, req.body ?? {});
    await deleteAccount({ db, files: database.files, userId: currentUser(req).id, confirm, origin: originOf(req) });
    // Its row went in the transaction; destroying it also stops express-session saving it again.
    await new Promise<void>((resolve, reject) => (req.session ? req.session.destroy((err) => (err ? reject(err) : resolve())) : resolve()));
    res.clearCookie(deps.sessionCookie.name, deps.sessionCookie.options);
    res.status(204).end();
  });

  return router;
}

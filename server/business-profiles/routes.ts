// Settings → Business: the user's business profiles and their logos (docs/API.md).
import express from "express";
import { z } from "zod";
import { ZBusinessProfilePatchSchema, ZBusinessProfileSchema } from "../../shared/business/schema";
import { ZNumberingPatch } from "../../shared/invoicing/sequences";
import { numberingOf, setNumbering } from "../invoicing/sequences";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Database } from "../db";
import { AppError, notFound, parseOrThrow } from "../errors";
import {
  createProfile,
  deleteProfile,
  getLogo,
  getProfile,
  listProfiles,
  presentProfile,
  setLogo,
  updateProfile,
} from "./service";
import type { ImagePool } from "../images/pool";
import { declaredType } from "../images/sniff";
import { LOGO_MAX_BYTES, LOGO_TYPES, processLogo } from "./logo-image";
import { newRouter } from "../routes/new-router";
import { api } from "../../shared/api/routes";
import { serve } from "../contract";

const ProfileIdParam = z.object({ id: z.uuid() });

export function businessProfilesRouter({ db }: Database, { images }: { images: ImagePool }) {
  const router = newRouter();
  const profileId = (params: unknown) => {
    const parsed = ProfileIdParam.safeParse(params);
    if (!parsed.success) throw notFound("Business profile not found");
    return parsed.data.id;
  };

  serve(router, api.businessProfiles.list, [requireUser], async (req) => (await listProfiles({ db, userId: currentUser(req).id })).map(presentProfile));

  serve(router, api.businessProfiles.create, [requireUser], async (req) => {
    const input = parseOrThrow(ZBusinessProfileSchema, req.body ?? {});
    const created = await createProfile({ db, userId: currentUser(req).id, input, origin: originOf(req) });
    return presentProfile(created);
  });

  serve(router, api.businessProfiles.get, [requireUser], async (req) => {
    const profile = await getProfile({ db, userId: currentUser(req).id, id: profileId(req.params) });
    if (!profile) throw notFound("Business profile not found");
    return presentProfile(profile);
  });

  serve(router, api.businessProfiles.update, [requireUser], async (req) => {
    const id = profileId(req.params);
    const patch = parseOrThrow(ZBusinessProfilePatchSchema, req.body ?? {});
    return presentProfile(await updateProfile({ db, userId: currentUser(req).id, id, patch, origin: originOf(req) }));
  });

  serve(router, api.businessProfiles.delete, [requireUser], async (req) => {
    await deleteProfile({ db, userId: currentUser(req).id, id: profileId(req.params), origin: originOf(req) });
  });

  // The profile's numbering: each kind's prefix and next number.
  const ownProfileId = async (req: express.Request) => {
    const id = profileId(req.params);
    if (!(await getProfile({ db, userId: currentUser(req).id, id }))) throw notFound("Business profile not found");
    return id;
  };
  serve(router, api.businessProfiles.numbering, [requireUser], async (req) => numberingOf(db, currentUser(req).id, await ownProfileId(req)));
  serve(router, api.businessProfiles.setNumbering, [requireUser], async (req) => {
    const id = await ownProfileId(req);
    const patch = parseOrThrow(ZNumberingPatch, req.body ?? {});
    return setNumbering(db, currentUser(req).id, id, patch);
  });

  // The logo: the image itself as the body, with its content type. The type is checked before a
  // byte is read (415), the body stops at 1 MB (413), and then the bytes must be that type.
  const rawLogo = express.raw({ type: () => true, limit: LOGO_MAX_BYTES });
  serve(
    router,
    api.businessProfiles.setLogo,
    [
      requireUser,
      (req, _res, next) => {
        if (!(LOGO_TYPES as readonly string[]).includes(declaredType(req.headers["content-type"]))) {
          return next(new AppError("unsupported_media_type", "The logo must be a PNG, JPEG, WebP or SVG image."));
        }
        next();
      },
      rawLogo,
    ],
    async (req) => {
      const id = await ownProfileId(req);
      const userId = currentUser(req).id;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const logo = await processLogo({ pool: images, owner: userId, contentType: req.headers["content-type"] ?? "", body });
      return presentProfile(await setLogo({ db, userId, id, logo }));
    },
  );

  router.get("/api/business-profiles/:id/logo", requireUser, async (req, res) => {
    const logo = await getLogo({ db, userId: currentUser(req).id, id: profileId(req.params) });
    if (!logo) throw notFound("This business profile has no logo");
    res.set({
      "Content-Type": logo.contentType,
      "X-Content-Type-Options": "nosniff",
      // An SVG opened on its own runs nothing and loads nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
      "Content-Disposition": "inline",
      "Cache-Control": "private, max-age=86400",
      ETag: `"${logo.sha256}"`,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(logo.data);
  });

  return router;
}

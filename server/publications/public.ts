// What the public side answers: a path's parameters checked by their patterns before any lookup,
// then the stored versions as a page (pages.ts) or as the embed script's JSON. No session is read.
import type { TPublicPublication, TPublicationSlug } from "../../shared/api/publications";
import { HANDLE_PATTERN, PUBLICATION_SLUGS, acceptanceText } from "../../shared/api/publications";
import type { Db } from "../db";
import { cookieConsentLibrary } from "../doc-types/cookie-policy/banner";
import { changesPage, gonePage, legalCentrePage, policyPage, type Page } from "./pages";
import { bannerConfigOf, findLegalCentre, findPublicPolicy, findPublicPolicyById, publicLogo } from "./service";

const VERSION_NUMBER = /^[1-9]\d{0,5}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isHandle = (v: unknown): v is string => typeof v === "string" && v.length <= 40 && HANDLE_PATTERN.test(v);
export const isSlug = (v: unknown): v is TPublicationSlug => typeof v === "string" && (PUBLICATION_SLUGS as readonly string[]).includes(v);
export const isPublicationId = (v: unknown): v is string => typeof v === "string" && ID.test(v);

interface PageArgs {
  db: Db;
  appUrl: string;
  embed: boolean;
}

/** /p/:handle/:slug, …/v/:n and …/changes; undefined: 404. */
export async function publicPolicyPage(
  { db, appUrl, embed }: PageArgs,
  { handle, slug, n, changes = false }: { handle: unknown; slug: unknown; n?: unknown; changes?: boolean },
): Promise<Page | undefined> {
  if (!isHandle(handle) || !isSlug(slug)) return undefined;
  if (n !== undefined && (typeof n !== "string" || !VERSION_NUMBER.test(n))) return undefined;
  const policy = await findPublicPolicy(db, handle, slug);
  if (!policy || policy.versions.length === 0) return undefined;
  if (!policy.active) return gonePage(policy, { embed, appUrl });
  if (changes) return changesPage(policy, { embed, appUrl });
  return policyPage(policy, { embed, appUrl, ...(n === undefined ? {} : { n: Number(n) }) });
}

/** /p/:handle: the legal centre; undefined: 404. */
export async function publicLegalCentre({ db, appUrl, embed }: PageArgs, handle: unknown): Promise<Page | undefined> {
  if (!isHandle(handle)) return undefined;
  const centre = await findLegalCentre(db, handle);
  return centre ? legalCentrePage(centre, { embed, appUrl }) : undefined;
}

export async function publicProfileLogo(db: Db, handle: unknown) {
  return isHandle(handle) ? publicLogo(db, handle) : undefined;
}

/** GET /api/public/publications/:id; undefined: 404 (unknown, unpublished or its owner blocked). */
export async function publicPublication({ db, appUrl }: { db: Db; appUrl: string }, id: unknown): Promise<TPublicPublication | undefined> {
  if (!isPublicationId(id)) return undefined;
  const policy = await findPublicPolicyById(db, id.toLowerCase());
  const current = policy?.versions.at(-1);
  if (!policy || !current) return undefined;
  const url = `${appUrl}/p/${policy.handle}/${policy.slug}`;
  const answer: TPublicPublication = {
    publicationId: policy.publicationId,
    title: current.title,
    html: current.html,
    markdown: current.markdown,
    version: current.number,
    lastUpdated: current.publishedAt.toISOString(),
    url,
    slug: policy.slug,
    handle: policy.handle,
    profile: {
      name: policy.profile.name,
      logoUrl: policy.profile.hasLogo ? `${appUrl}/p/${policy.handle}/logo` : null,
      primaryColor: policy.profile.primaryColor,
    },
  };
  const config = bannerConfigOf({ extras: current.extras });
  if (policy.slug === "cookie-policy" && config !== undefined && current.bannerSha256) {
    const lib = cookieConsentLibrary();
    answer.banner = {
      config,
      sha256: current.bannerSha256,
      library: { js: { path: lib.js.path, integrity: lib.js.integrity }, css: { path: lib.css.path, integrity: lib.css.integrity } },
    };
  }
  if (policy.slug === "terms") {
    answer.acceptance = { versionNumber: current.number, sha256: current.sha256, text: acceptanceText(current.number), termsUrl: url };
  }
  return answer;
}

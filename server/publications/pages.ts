// The public pages of a published policy, built from the stored versions (never re-rendered):
// the current version, a past one (marked superseded), the changelog, the legal centre, and the
// 410 of an unpublished policy. Each in three forms with the same content: an HTML page (no
// script, the profile's logo and colours), JSON and Markdown. `embed` is the bare page an iframe shows.
import { formatDate } from "../../shared/format";
import type { TPublicationSlug } from "../../shared/api/publications";
import type { TTextDiff } from "../../shared/api/documents";
import { DOCUMENT_CSS, escapeHtml, escapeMarkdown } from "../documents";
import { diffText } from "../services/diff-text";
import type { PublicPolicy, PublicVersion } from "./service";

export type PageFormat = "html" | "json" | "md";

export interface Page {
  status: number;
  html: string;
  json: unknown;
  markdown: string;
}

interface Brand {
  name: string;
  primaryColor: string;
  hasLogo: boolean;
}

const SLUG_LABELS: Record<TPublicationSlug, string> = {
  "privacy-policy": "Privacy Policy",
  terms: "Terms and Conditions",
  "cookie-policy": "Cookie Policy",
  "refund-policy": "Refund Policy",
};
export const slugLabel = (slug: TPublicationSlug) => SLUG_LABELS[slug];

const day = (d: Date) => formatDate(d, "long");
const COLOR = /^#[0-9a-f]{6}$/i;

const PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#fff;color:#0f172a;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.6}
.p-bar{border-bottom:3px solid var(--brand);padding:1rem 1.5rem}
.p-bar-in{max-width:50rem;margin:0 auto;display:flex;align-items:center;gap:1rem}
.p-bar img{max-height:48px;max-width:200px}
.p-bar a{color:inherit;text-decoration:none;font-weight:600}
main{max-width:50rem;margin:0 auto;padding:2rem 1.5rem 4rem}
.p-meta{color:#475569;font-size:.9rem;margin:0 0 1.5rem}
.p-meta a,main a{color:var(--brand)}
.p-note{border:1px solid #f59e0b;background:#fffbeb;padding:.75rem 1rem;border-radius:.5rem;margin:0 0 1.5rem}
.p-gone{padding:3rem 0}
.p-list{padding-left:1.25rem}
.p-change{border-top:1px solid #e2e8f0;padding:1.25rem 0}
.p-diff{white-space:pre-wrap;font-size:.9rem;background:#f8fafc;border:1px solid #e2e8f0;border-radius:.5rem;padding:.75rem 1rem}
.p-diff ins{background:#dcfce7;text-decoration:none}
.p-diff del{background:#fee2e2}
footer{max-width:50rem;margin:0 auto;padding:1rem 1.5rem 3rem;color:#64748b;font-size:.8rem}
`;

function layout({ title, brand, handle, body, embed, appUrl }: { title: string; brand: Brand; handle: string; body: string; embed: boolean; appUrl: string }): string {
  const color = COLOR.test(brand.primaryColor) ? brand.primaryColor : "#0f172a";
  const bar = embed
    ? ""
    : `<header class="p-bar"><div class="p-bar-in">${
        brand.hasLogo ? `<img src="${escapeHtml(`${appUrl}/p/${handle}/logo`)}" alt="${escapeHtml(brand.name)}">` : ""
      }<a href="${escapeHtml(`${appUrl}/p/${handle}`)}">${escapeHtml(brand.name)}</a></div></header>`;
  const foot = embed ? "" : `<footer>Published with FounderDocs.</footer>`;
  return (
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    `<style>:root{--brand:${color};--doc-accent:${color}}${PAGE_CSS}${DOCUMENT_CSS}</style></head>` +
    `<body>${bar}<main>${body}</main>${foot}</body></html>\n`
  );
}

function urls(appUrl: string, policy: Pick<PublicPolicy, "handle" | "slug">) {
  const current = `${appUrl}/p/${policy.handle}/${policy.slug}`;
  return { current, version: (n: number) => `${current}/v/${n}`, changes: `${current}/changes`, centre: `${appUrl}/p/${policy.handle}` };
}

/** The current version (n undefined) or version n of a live policy; undefined when there is no such version. */
export function policyPage(policy: PublicPolicy, { n, embed, appUrl }: { n?: number; embed: boolean; appUrl: string }): Page | undefined {
  const current = policy.versions.at(-1);
  const shown = n === undefined ? current : policy.versions.find((v) => v.number === n);
  if (!current || !shown) return undefined;
  const u = urls(appUrl, policy);
  const superseded = shown.number !== current.number;
  const lastUpdated = day(shown.publishedAt);
  const note = superseded
    ? `<p class="p-note" role="note"><strong>Superseded.</strong> This is version ${shown.number}, published ${escapeHtml(lastUpdated)}. It was replaced by a later version: <a href="${escapeHtml(u.current)}">read the current ${escapeHtml(slugLabel(policy.slug))}</a>.</p>`
    : "";
  const meta = `<p class="p-meta">Last updated ${escapeHtml(lastUpdated)} · Version ${shown.number} · <a href="${escapeHtml(u.changes)}">What changed</a></p>`;
  const html = layout({ title: shown.title, brand: policy.profile, handle: policy.handle, embed, appUrl, body: `${note}${meta}${shown.html}` });
  const json = {
    publicationId: policy.publicationId,
    handle: policy.handle,
    slug: policy.slug,
    title: shown.title,
    version: shown.number,
    lastUpdated: shown.publishedAt.toISOString(),
    superseded,
    currentVersion: current.number,
    url: superseded ? u.version(shown.number) : u.current,
    currentUrl: u.current,
    sha256: shown.sha256,
    reason: shown.reason,
    html: shown.html,
    markdown: shown.markdown,
  };
  const markdown =
    (superseded ? `> **Superseded.** This is version ${shown.number}. The current version: <${u.current}>\n\n` : "") +
    `${shown.markdown.trimEnd()}\n\n---\n\nLast updated ${lastUpdated} · Version ${shown.number} · Changes: <${u.changes}>\n`;
  return { status: 200, html, json, markdown };
}

/** The headings of a version's Markdown, each with the text under it. */
function sectionsOf(markdown: string): Map<string, string> {
  const out = new Map<string, string>();
  let heading = "";
  let lines: string[] = [];
  const flush = () => {
    if (heading || lines.some((l) => l.trim())) out.set(heading, lines.join("\n").trim());
  };
  for (const line of markdown.split("\n")) {
    const m = /^#{1,6} (.+)$/.exec(line);
    if (m) {
      flush();
      heading = m[1]!.replace(/\\(.)/g, "$1").trim();
      lines = [];
    } else lines.push(line);
  }
  flush();
  return out;
}

/** The sections whose text a version changed: edited, added or removed, in the newer version's order. */
export function changedSections(before: string, after: string): string[] {
  const a = sectionsOf(before);
  const b = sectionsOf(after);
  const changed = [...b.entries()].filter(([h, text]) => a.get(h) !== text).map(([h]) => h);
  const removed = [...a.keys()].filter((h) => !b.has(h));
  return [...changed, ...removed].map((h) => h || "(Opening)");
}

/** A diff for reading: the changes, with long unchanged stretches cut to their ends. */
function readableDiff(diff: TTextDiff): { html: string; markdown: string } {
  const CONTEXT = 120;
  let html = "";
  let markdown = "";
  diff.changes.forEach((part, i) => {
    if (part.change === "same") {
      let text = part.value;
      if (text.length > CONTEXT * 2) {
        const head = i === 0 ? "" : text.slice(0, CONTEXT);
        const tail = i === diff.changes.length - 1 ? "" : text.slice(-CONTEXT);
        text = `${head} … ${tail}`;
      }
      html += escapeHtml(text);
      markdown += text;
    } else if (part.change === "added") {
      html += `<ins>${escapeHtml(part.value)}</ins>`;
      markdown += `{+${part.value}+}`;
    } else {
      html += `<del>${escapeHtml(part.value)}</del>`;
      markdown += `[-${part.value}-]`;
    }
  });
  return { html, markdown };
}

/** The changelog: each version, newest first, with its date, its reason, the sections changed and the diff from the one before. */
export function changesPage(policy: PublicPolicy, { embed, appUrl }: { embed: boolean; appUrl: string }): Page {
  const u = urls(appUrl, policy);
  const current = policy.versions.at(-1)!;
  const entries = policy.versions
    .map((v, i) => {
      const prev: PublicVersion | undefined = policy.versions[i - 1];
      const diff = prev ? diffText(prev.markdown, v.markdown) : undefined;
      return {
        version: v.number,
        publishedAt: v.publishedAt,
        reason: v.reason,
        url: u.version(v.number),
        sections: prev ? changedSections(prev.markdown, v.markdown) : [],
        diff,
        readable: diff ? readableDiff(diff) : undefined,
      };
    })
    .reverse();
  const title = `${current.title}: changes`;
  const body =
    `<h1>Changes to the ${escapeHtml(slugLabel(policy.slug))}</h1>` +
    `<p class="p-meta">Current version ${current.number}, last updated ${escapeHtml(day(current.publishedAt))}. <a href="${escapeHtml(u.current)}">Read the current version</a></p>` +
    entries
      .map(
        (e) =>
          `<section class="p-change"><h2>Version ${e.version} · ${escapeHtml(day(e.publishedAt))}</h2>` +
          (e.reason ? `<p>${escapeHtml(e.reason)}</p>` : "") +
          (e.diff
            ? `<p>Sections changed: ${e.sections.length ? escapeHtml(e.sections.join(", ")) : "none (wording only)"}.</p>` +
              `<p>${e.diff.added} words added, ${e.diff.removed} removed.</p><div class="p-diff">${e.readable!.html}</div>`
            : "<p>First published.</p>") +
          `<p><a href="${escapeHtml(e.url)}">Read version ${e.version}</a></p></section>`,
      )
      .join("");
  const json = {
    publicationId: policy.publicationId,
    handle: policy.handle,
    slug: policy.slug,
    title: current.title,
    currentVersion: current.number,
    url: u.changes,
    versions: entries.map((e) => ({
      version: e.version,
      publishedAt: e.publishedAt.toISOString(),
      reason: e.reason,
      url: e.url,
      sectionsChanged: e.sections,
      diff: e.diff ?? null,
    })),
  };
  const markdown =
    `# Changes to the ${escapeMarkdown(slugLabel(policy.slug))}\n\nCurrent version ${current.number}: <${u.current}>\n\n` +
    entries
      .map(
        (e) =>
          `## Version ${e.version} · ${day(e.publishedAt)}\n\n` +
          (e.reason ? `${escapeMarkdown(e.reason)}\n\n` : "") +
          (e.diff
            ? `Sections changed: ${e.sections.length ? e.sections.map(escapeMarkdown).join(", ") : "none (wording only)"}.\n\n${e.diff.added} words added, ${e.diff.removed} removed.\n\n\`\`\`diff\n${e.readable!.markdown.replace(/```/g, "ˋˋˋ")}\n\`\`\`\n\n`
            : "First published.\n\n") +
          `Version ${e.version}: <${e.url}>\n`,
      )
      .join("\n");
  return { status: 200, html: layout({ title, brand: policy.profile, handle: policy.handle, embed, appUrl, body }), json, markdown };
}

/** 410: the policy was unpublished by its owner. */
export function gonePage(policy: Pick<PublicPolicy, "handle" | "slug" | "profile">, { embed, appUrl }: { embed: boolean; appUrl: string }): Page {
  const message = `This ${slugLabel(policy.slug)} of ${policy.profile.name} is no longer published.`;
  return {
    status: 410,
    html: layout({
      title: "No longer published",
      brand: policy.profile,
      handle: policy.handle,
      embed,
      appUrl,
      body: `<div class="p-gone"><h1>No longer published</h1><p>${escapeHtml(message)}</p></div>`,
    }),
    json: { code: "gone", message },
    markdown: `# No longer published\n\n${escapeMarkdown(message)}\n`,
  };
}

export interface LegalCentre {
  handle: string;
  profile: Brand & { id: string; secondaryColor: string };
  policies: { slug: TPublicationSlug; title: string; version: number; publishedAt: Date }[];
}

/** The profile's legal centre: every live policy. */
export function legalCentrePage(centre: LegalCentre, { embed, appUrl }: { embed: boolean; appUrl: string }): Page {
  const item = (p: LegalCentre["policies"][number]) => ({
    slug: p.slug,
    title: p.title,
    version: p.version,
    lastUpdated: p.publishedAt.toISOString(),
    url: `${appUrl}/p/${centre.handle}/${p.slug}`,
  });
  const items = centre.policies.map(item);
  const title = `${centre.profile.name}: legal`;
  const body =
    `<h1>${escapeHtml(centre.profile.name)}</h1><p class="p-meta">Our policies and terms.</p>` +
    (items.length
      ? `<ul class="p-list">${items
          .map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a> · Last updated ${escapeHtml(day(new Date(p.lastUpdated)))}</li>`)
          .join("")}</ul>`
      : "<p>No policy is published yet.</p>");
  return {
    status: 200,
    html: layout({ title, brand: centre.profile, handle: centre.handle, embed, appUrl, body }),
    json: { handle: centre.handle, name: centre.profile.name, policies: items },
    markdown: `# ${escapeMarkdown(centre.profile.name)}\n\n${items.map((p) => `- [${escapeMarkdown(p.title)}](<${p.url}>) · Last updated ${day(new Date(p.lastUpdated))}`).join("\n")}\n`,
  };
}

// The consent banner that goes with a cookie policy: the options for vanilla-cookieconsent's
// CookieConsent.run(), and a copy-paste snippet that loads the library from jsDelivr pinned to the
// installed version with Subresource Integrity hashes of the installed files.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type CookieConsent from "vanilla-cookieconsent";
import type { TCookiePolicyRequest } from "../../../shared/doc-types";
import { escapeHtml } from "../../documents/render-html";
import { safeHref } from "../../documents/model";
import { joinWords } from "../../documents/format";
import { CONSENT_DAYS } from "./template";

/**
 * The options passed to CookieConsent.run(): plain JSON (no functions, no RegExp), so it can be
 * stored, sent to the browser and embedded in the snippet. A cookie name written "/pattern/" in
 * an autoClear list is a regular expression; the snippet turns it into one before running.
 */
export type ConsentBannerConfig = CookieConsent.CookieConsentConfig;

export interface ConsentBanner {
  config: ConsentBannerConfig;
  /** HTML to paste before </body>: the pinned stylesheet and script, then the run() call. */
  snippet: string;
  mode: "opt-in" | "opt-out";
}

const requireFromHere = createRequire(import.meta.url);

interface Library {
  version: string;
  js: { url: string; integrity: string };
  css: { url: string; integrity: string };
}

let library: Library | undefined;

/** The installed library's version and the sha384 SRI hashes of its files, computed once. */
export function cookieConsentLibrary(): Library {
  if (library) return library;
  const manifest = requireFromHere.resolve("vanilla-cookieconsent/package.json");
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  const dist = path.join(path.dirname(manifest), "dist");
  const integrity = (file: string) =>
    `sha384-${createHash("sha384")
      .update(readFileSync(path.join(dist, file)))
      .digest("base64")}`;
  const url = (file: string) =>
    `https://cdn.jsdelivr.net/npm/vanilla-cookieconsent@${version}/dist/${file}`;
  library = {
    version,
    js: { url: url("cookieconsent.umd.js"), integrity: integrity("cookieconsent.umd.js") },
    css: { url: url("cookieconsent.css"), integrity: integrity("cookieconsent.css") },
  };
  return library;
}

/** JSON that is safe inside an HTML <script> element and in JavaScript source. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** A policy address the banner may link to: http(s), or a path on the same site. */
function policyHref(input: TCookiePolicyRequest, policyUrl: string | undefined): string {
  if (policyUrl) {
    if (/^\/(?!\/)[^\s<>"'\\]*$/.test(policyUrl)) return policyUrl;
    const safe = safeHref(policyUrl);
    if (safe && !safe.startsWith("mailto:")) return safe;
  }
  return new URL("/cookie-policy", input.website).href;
}

export function buildConsentBanner(
  input: TCookiePolicyRequest,
  options: { policyUrl?: string } = {},
): ConsentBanner {
  const optIn = input.regions.includes("GDPR") || input.regions.includes("PIPEDA");
  const mode = optIn ? "opt-in" : "opt-out";
  const analytics = input.cookieTypes.includes("analytics") || input.hasAnalytics;
  const marketing = input.cookieTypes.includes("marketing") || input.hasMarketing;
  const functional = input.cookieTypes.includes("functional");
  // Before any choice, optional categories are off in opt-in mode and on in opt-out mode.
  const enabled = !optIn;

  const company = escapeHtml(input.companyName);
  const policy = `<a href="${escapeHtml(policyHref(input, options.policyUrl))}">Cookie Policy</a>`;
  const mail = `<a href="${escapeHtml(`mailto:${input.email}`)}">${escapeHtml(input.email)}</a>`;

  const categories: ConsentBannerConfig["categories"] = {
    necessary: { enabled: true, readOnly: true },
  };
  const sections: CookieConsent.Section[] = [
    {
      title: "Your privacy choices",
      description: `${company} uses cookies to run this website${optIn ? " and, with your consent," : ""} to understand how it is used and to improve your experience. Choose which categories of cookies to allow below. You can change your choices at any time. Read our ${policy} for details.`,
    },
    {
      title: 'Strictly necessary cookies <span class="pm__badge">Always on</span>',
      description:
        "These cookies are required for the website to work, for example to keep it secure and remember your privacy choices. They cannot be switched off.",
      linkedCategory: "necessary",
    },
  ];
  const uses: string[] = [];
  if (analytics) {
    categories.analytics = {
      enabled,
      autoClear: { cookies: [{ name: "/^_ga/" }, { name: "_gid" }, { name: "/^_gat/" }] },
    };
    sections.push({
      title: "Analytics cookies",
      description:
        "These cookies help us understand how visitors use the website, such as which pages are visited and for how long, so that we can measure and improve its performance.",
      linkedCategory: "analytics",
    });
    uses.push("understand how it is used");
  }
  if (marketing) {
    categories.marketing = {
      enabled,
      autoClear: {
        cookies: [{ name: "/^_gcl_/" }, { name: "_fbp" }, { name: "_fbc" }, { name: "/^_uet/" }],
      },
    };
    sections.push({
      title: "Marketing cookies",
      description:
        "These cookies are set by us or our advertising partners to show you relevant advertising on this and other websites and to measure our campaigns." +
        (input.regions.includes("CCPA")
          ? " Switching them off opts you out of the sale and sharing of your personal information for cross-context behavioral advertising (Do Not Sell or Share My Personal Information)."
          : ""),
      linkedCategory: "marketing",
    });
    uses.push("show you relevant advertising");
  }
  if (functional) {
    categories.functional = { enabled };
    sections.push({
      title: "Functional cookies",
      description:
        "These cookies remember your choices, such as your language or region, to provide enhanced and more personal features.",
      linkedCategory: "functional",
    });
    uses.push("remember your preferences");
  }
  sections.push({
    title: "More information",
    description: `For any questions about our use of cookies, contact us at ${mail}. Read our ${policy}.`,
  });

  const purposes = uses.length
    ? `${optIn ? " and, with your consent," : " and"} to ${joinWords(uses)}`
    : "";
  const config: ConsentBannerConfig = {
    mode,
    revision: 0,
    autoShow: true,
    manageScriptTags: true,
    autoClearCookies: true,
    hideFromBots: true,
    disablePageInteraction: false,
    cookie: { name: "cc_cookie", expiresAfterDays: CONSENT_DAYS, sameSite: "Lax" },
    guiOptions: {
      consentModal: {
        layout: "box",
        position: "bottom right",
        equalWeightButtons: true,
        flipButtons: false,
      },
      preferencesModal: {
        layout: "box",
        position: "right",
        equalWeightButtons: true,
        flipButtons: false,
      },
    },
    categories,
    language: {
      default: "en",
      translations: {
        en: {
          consentModal: {
            title: "We use cookies",
            description: `${company} uses cookies that are necessary for this website to work${purposes}. ${
              optIn
                ? 'Choose "Accept all" to allow all cookies, "Reject all" to allow only the necessary ones, or manage your preferences.'
                : "You can reject optional cookies or manage your preferences at any time."
            }`,
            acceptAllBtn: "Accept all",
            acceptNecessaryBtn: "Reject all",
            showPreferencesBtn: "Manage preferences",
            closeIconLabel: "Reject all and close",
            footer: policy,
          },
          preferencesModal: {
            title: "Cookie preferences",
            acceptAllBtn: "Accept all",
            acceptNecessaryBtn: "Reject all",
            savePreferencesBtn: "Save preferences",
            closeIconLabel: "Close",
            serviceCounterLabel: "Service|Services",
            sections,
          },
        },
      },
    },
  };

  const lib = cookieConsentLibrary();
  const snippet = `<!-- Cookie consent banner: vanilla-cookieconsent ${lib.version} (MIT), pinned with Subresource Integrity. Paste before </body>. -->
<!-- Scripts that set optional cookies should wait for consent: give them type="text/plain" and data-category="analytics", "marketing" or "functional". -->
<!-- To let visitors reopen their choices, add: <button type="button" data-cc="show-preferencesModal">Cookie settings</button> -->
<link rel="stylesheet" href="${lib.css.url}" integrity="${lib.css.integrity}" crossorigin="anonymous">
<script src="${lib.js.url}" integrity="${lib.js.integrity}" crossorigin="anonymous"></script>
<script>
(function () {
  var config = ${jsonForScript(config)};
  // JSON has no regular expressions: a cookie name written "/pattern/" is one.
  Object.keys(config.categories).forEach(function (key) {
    var clear = config.categories[key].autoClear;
    if (clear) clear.cookies.forEach(function (cookie) {
      var m = /^\\/(.+)\\/$/.exec(cookie.name);
      if (m) cookie.name = new RegExp(m[1]);
    });
  });
  // A Global Privacy Control signal opts out of sale and sharing: advertising starts switched off.
  if (navigator.globalPrivacyControl && config.categories.marketing) config.categories.marketing.enabled = false;
  CookieConsent.run(config);
})();
</script>
`;
  return { config, snippet, mode };
}

// The consent banner that goes with a cookie policy: the options for vanilla-cookieconsent's
// CookieConsent.run(), and a copy-paste snippet that loads the library from the app itself (a
// versioned, long-cached copy of the installed files, routes.ts) with Subresource Integrity hashes
// of those exact bytes. Its categories, cookie tables and autoClear lists follow the services
// picked; with a Google service it sets Google Consent Mode v2 defaults and updates.
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type CookieConsent from "vanilla-cookieconsent";
import { CONSENT_MODE_COMMENT, bannerComment } from "../../../shared/doc-types/cookie-policy/banner-placement";
import type { TCookiePolicyRequest } from "../../../shared/doc-types";
import type { CookieCategory } from "../../../shared/validation";
import { escapeHtml } from "../../documents/render-html";
import { safeHref } from "../../documents/model";
import { joinWords } from "../../documents/format";
import { type ServiceInfo, categoriesInUse, pickedServices } from "./services";
import { CONSENT_DAYS } from "./wording";

/**
 * The options passed to CookieConsent.run(): plain JSON (no functions, no RegExp), so it can be
 * stored, sent to the browser and embedded in the snippet. A cookie name written "/pattern/" in
 * an autoClear list is a regular expression; the snippet turns it into one before running.
 */
export type ConsentBannerConfig = CookieConsent.CookieConsentConfig;

export interface ConsentBanner {
  config: ConsentBannerConfig;
  /**
   * HTML to paste: the pinned stylesheet and script, then the run() call (and, with a Google
   * service, the Consent Mode defaults for <head>). The library's URLs are paths on the app
   * (/vendor/cookieconsent/<version>/…); presentation makes them absolute (presentBanner).
   */
  snippet: string;
  mode: "opt-in" | "opt-out";
}

const requireFromHere = createRequire(import.meta.url);

interface LibraryFile {
  /** The app's path of the file, pinned to the installed version. */
  path: string;
  integrity: string;
}

interface Library {
  version: string;
  /** The installed package's dist folder: the bytes the app serves. */
  dist: string;
  js: LibraryFile;
  css: LibraryFile;
}

let library: Library | undefined;

export const LIBRARY_FILES = ["cookieconsent.umd.js", "cookieconsent.css"] as const;

/** Where the app serves a file of the library, pinned to `version` (routes.ts). */
export const vendorPath = (version: string, file: string) => `/vendor/cookieconsent/${version}/${file}`;

/** The installed library's version and the sha384 SRI hashes of its files, computed once. */
export function cookieConsentLibrary(): Library {
  if (library) return library;
  const manifest = requireFromHere.resolve("vanilla-cookieconsent/package.json");
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  const dist = path.join(path.dirname(manifest), "dist");
  const file = (name: string): LibraryFile => ({
    path: vendorPath(version, name),
    integrity: `sha384-${createHash("sha384")
      .update(readFileSync(path.join(dist, name)))
      .digest("base64")}`,
  });
  library = { version, dist, js: file("cookieconsent.umd.js"), css: file("cookieconsent.css") };
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

/** Cookies the banner clears for a category when no service is named: the common ones. */
const DEFAULT_AUTO_CLEAR: Partial<Record<CookieCategory, string[]>> = {
  analytics: ["/^_ga/", "_gid", "/^_gat/"],
  marketing: ["/^_gcl_/", "_fbp", "_fbc", "/^_uet/"],
};

/** Consent Mode v2 signals of each banner category (ad_user_data and ad_personalization: marketing). */
const CONSENT_SIGNALS: Record<Exclude<CookieCategory, "necessary">, string[]> = {
  analytics: ["analytics_storage"],
  marketing: ["ad_storage", "ad_user_data", "ad_personalization"],
  functional: ["functionality_storage", "personalization_storage"],
};

/** The banner section's sentence for embeds that load only with this category's consent. */
function embedNote(services: readonly ServiceInfo[], c: CookieCategory): string {
  const embeds = services.filter((s) => s.embed && s.category === c);
  return embeds.length ? ` ${joinWords(embeds.map((s) => s.embed!.what))} load only when these cookies are allowed.` : "";
}

/** What every part of the banner reads: the input and what is worked out from it once. */
function bannerFacts(input: TCookiePolicyRequest, options: { policyUrl?: string }) {
  const optIn = input.regions.includes("GDPR") || input.regions.includes("UK-GDPR") || input.regions.includes("PIPEDA");
  const mode: ConsentBanner["mode"] = optIn ? "opt-in" : "opt-out";
  const inUse = categoriesInUse(input);
  const services = pickedServices(input.services);
  const named = services.length > 0 || input.customServices.length > 0;
  // Before any choice, optional categories are off in opt-in mode and on in opt-out mode.
  const enabled = !optIn;

  const company = escapeHtml(input.companyName);
  const policy = `<a href="${escapeHtml(policyHref(input, input.policyUrl ?? options.policyUrl))}">Cookie Policy</a>`;
  const mail = `<a href="${escapeHtml(`mailto:${input.email}`)}">${escapeHtml(input.email)}</a>`;
  return { input, optIn, mode, inUse, services, named, enabled, company, policy, mail };
}

type BannerFacts = ReturnType<typeof bannerFacts>;

/** The banner's categories, the preferences modal's sections and what the optional cookies are used for. */
function preferenceSections({ input, optIn, inUse, services, named, enabled, company, policy, mail }: BannerFacts) {
  /** The category's cookies for the preferences modal; the library inserts them as HTML. */
  const cookieTable = (c: CookieCategory): CookieConsent.CookieTable | undefined => {
    const body = [
      // Each cookie under its own category, as the policy lists it (YouTube's advertising cookie).
      ...services.flatMap((s) =>
        s.cookies.filter((k) => (k.category ?? s.category) === c).map((k) => ({ name: k.name, service: s.name, duration: k.duration })),
      ),
      ...input.customServices
        .filter((s) => s.category === c)
        .map((s) => ({ name: s.name, service: s.provider, duration: s.duration })),
    ].map((row) => ({
      name: escapeHtml(row.name),
      service: escapeHtml(row.service),
      duration: escapeHtml(row.duration),
    }));
    return body.length ? { headers: { name: "Cookie", service: "Service", duration: "Duration" }, body } : undefined;
  };
  /** First-party cookies to clear: the services' own, or the common ones when none is named. */
  const autoClear = (c: CookieCategory) => {
    const names = named
      ? services.filter((s) => s.category === c).flatMap((s) => s.autoClear)
      : (DEFAULT_AUTO_CLEAR[c] ?? []);
    return names.length ? { autoClear: { cookies: names.map((name) => ({ name })) } } : {};
  };
  const withTable = (section: CookieConsent.Section, c: CookieCategory): CookieConsent.Section => {
    const table = cookieTable(c);
    return table ? { ...section, cookieTable: table } : section;
  };

  const categories: ConsentBannerConfig["categories"] = {
    necessary: { enabled: true, readOnly: true },
  };
  const sections: CookieConsent.Section[] = [
    {
      title: "Your privacy choices",
      description: `${company} uses cookies to run this website${optIn ? " and, with your consent," : ""} to understand how it is used and to improve your experience. Choose which categories of cookies to allow below. You can change your choices at any time. Read our ${policy} for details.`,
    },
    withTable(
      {
        title: 'Strictly necessary cookies <span class="pm__badge">Always on</span>',
        description:
          "These cookies are required for the website to work, for example to keep it secure and remember your privacy choices. They cannot be switched off.",
        linkedCategory: "necessary",
      },
      "necessary",
    ),
  ];
  const uses: string[] = [];
  if (inUse.analytics) {
    categories.analytics = { enabled, ...autoClear("analytics") };
    sections.push(
      withTable(
        {
          title: "Analytics cookies",
          description:
            "These cookies help us understand how visitors use the website, such as which pages are visited and for how long, so that we can measure and improve its performance.",
          linkedCategory: "analytics",
        },
        "analytics",
      ),
    );
    uses.push("understand how it is used");
  }
  if (inUse.marketing) {
    categories.marketing = { enabled, ...autoClear("marketing") };
    sections.push(
      withTable(
        {
          title: "Marketing cookies",
          description:
            "These cookies are set by us or our advertising partners to show you relevant advertising on this and other websites and to measure our campaigns." +
            embedNote(services, "marketing") +
            (input.regions.includes("CCPA")
              ? " Switching them off opts you out of the sale and sharing of your personal information for cross-context behavioral advertising (Do Not Sell or Share My Personal Information)."
              : ""),
          linkedCategory: "marketing",
        },
        "marketing",
      ),
    );
    uses.push("show you relevant advertising");
  }
  if (inUse.functional) {
    categories.functional = { enabled, ...autoClear("functional") };
    sections.push(
      withTable(
        {
          title: "Functional cookies",
          description:
            "These cookies remember your choices, such as your language or region, to provide enhanced and more personal features.",
          linkedCategory: "functional",
        },
        "functional",
      ),
    );
    uses.push("remember your preferences");
  }
  sections.push({
    title: "More information",
    description: `For any questions about our use of cookies, contact us at ${mail}. Read our ${policy}.`,
  });

  return { categories, sections, uses };
}

/** The library's configuration: its behaviour, layout, categories and English texts. */
function consentConfig({ optIn, mode, company, policy }: BannerFacts, { categories, sections, uses }: ReturnType<typeof preferenceSections>): ConsentBannerConfig {
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
  return config;
}

/** The snippet to paste into a site: the library pinned with SRI, its configuration and the consent signals. */
function consentSnippet({ input, optIn, inUse, services }: BannerFacts, config: ConsentBannerConfig): string {
  const optional = (["analytics", "marketing", "functional"] as const).filter((c) => inUse[c]);
  const google = services.some((s) => s.google);
  const clarity = input.services.includes("clarity");
  const lib = cookieConsentLibrary();
  const head = google ? consentModeDefaults(optIn, inUse) : "";
  // Consent signals for the tags that read them, from the categories this banner has.
  const signals = [
    ...(google
      ? [
          `    gtag("consent", "update", {\n${optional
            .flatMap((c) => CONSENT_SIGNALS[c].map((signal) => `      ${signal}: state("${c}")`))
            .join(",\n")}\n    });`,
        ]
      : []),
    ...(clarity
      ? [
          '    if (window.clarity) window.clarity("consentv2", { ad_Storage: state("marketing"), analytics_Storage: state("analytics") });',
        ]
      : []),
  ];
  const callbacks = signals.length
    ? `
  // Consent signals follow the visitor's choice: on consent (each page view once given) and on change.${
    google
      ? `
  var gtag = window.gtag || function () { (window.dataLayer = window.dataLayer || []).push(arguments); };`
      : ""
  }
  function state(category) { return CookieConsent.acceptedCategory(category) ? "granted" : "denied"; }
  function signal() {
${signals.join("\n")}
  }
  config.onConsent = signal;
  config.onChange = signal;`
    : "";
  // An embed that sets advertising cookies on load (YouTube) waits for its own category, named here.
  const embedComments = services
    .filter((s) => s.embed)
    .map(
      (s) =>
        `<!-- ${s.embed!.what} set ${s.embed!.cookie} (advertising) as soon as they load: insert them only from a script with type="text/plain" data-category="${s.category}", never as a plain <iframe>. -->\n`,
    )
    .join("");
  return `<!-- Cookie consent banner: vanilla-cookieconsent ${lib.version} (MIT), served by FounderDocs and pinned with Subresource Integrity. -->
${head}${bannerComment(google)}
<!-- Scripts that set optional cookies should wait for consent: give them type="text/plain" and data-category="analytics", "marketing" or "functional". -->
${embedComments}<!-- To let visitors reopen their choices, add: <button type="button" data-cc="show-preferencesModal">Cookie settings</button> -->
<link rel="stylesheet" href="${lib.css.path}" integrity="${lib.css.integrity}" crossorigin="anonymous">
<script src="${lib.js.path}" integrity="${lib.js.integrity}" crossorigin="anonymous"></script>
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
  if (navigator.globalPrivacyControl && config.categories.marketing) config.categories.marketing.enabled = false;${callbacks}
  CookieConsent.run(config);
})();
</script>
`;
}

export function buildConsentBanner(
  input: TCookiePolicyRequest,
  options: { policyUrl?: string } = {},
): ConsentBanner {
  const facts = bannerFacts(input, options);
  const config = consentConfig(facts, preferenceSections(facts));
  return { config, snippet: consentSnippet(facts, config), mode: facts.mode };
}

/**
 * Google Consent Mode v2 defaults, for <head> before the Google tag. Opt-in: everything denied
 * until the visitor chooses. Opt-out: granted for the categories the banner has (advertising only
 * without a Global Privacy Control signal); denied for any it lacks, since nobody could refuse them.
 */
function consentModeDefaults(optIn: boolean, inUse: Record<CookieCategory, boolean>): string {
  const value = (c: Exclude<CookieCategory, "necessary">) =>
    optIn || !inUse[c] ? '"denied"' : c === "marketing" ? 'gpc ? "denied" : "granted"' : '"granted"';
  return `${CONSENT_MODE_COMMENT}
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag() { dataLayer.push(arguments); }
  var gpc = navigator.globalPrivacyControl === true;
  gtag("consent", "default", {
    ad_storage: ${value("marketing")},
    ad_user_data: ${value("marketing")},
    ad_personalization: ${value("marketing")},
    analytics_storage: ${value("analytics")},
    functionality_storage: ${value("functional")},
    personalization_storage: ${value("functional")},
    security_storage: "granted",
    wait_for_update: 500
  });
</script>
`;
}

const VENDOR_URL = /(src|href)="\/vendor\/cookieconsent\/([0-9A-Za-z.+-]{1,64})\/(cookieconsent\.(?:umd\.js|css))"/g;

/**
 * The banner as the API shows it: the library's app paths made absolute on the app's public
 * origin (config.appUrl). Without one, the same pinned version on jsDelivr: the
 * same bytes, so the same integrity hashes. Banners stored before carry their URLs as they are.
 */
export function presentBanner(banner: ConsentBanner, base?: string) {
  let origin: string | undefined;
  try {
    origin = base ? new URL(base).origin : undefined;
  } catch {
    origin = undefined;
  }
  if (origin === "null") origin = undefined;
  const snippet = banner.snippet.replace(VENDOR_URL, (_m, attr: string, version: string, file: string) =>
    origin
      ? `${attr}="${origin}${vendorPath(version, file)}"`
      : `${attr}="https://cdn.jsdelivr.net/npm/vanilla-cookieconsent@${version}/dist/${file}"`,
  );
  return { snippet, config: banner.config, mode: banner.mode };
}

/**
 * A banner's revision: the SHA-256 of its configuration's RFC 8785 canonical JSON, so the same
 * configuration hashes the same whatever the key order it was stored in. A published version's
 * (publication_versions.banner_sha256), a consent record's and a scan's are this.
 */
export function bannerSha256(config: unknown): string {
  return createHash("sha256").update(canonicalize(config) ?? "null").digest("hex");
}

// The scanner: its own Chromium (apart from the PDF printer's, so scans never slow exports),
// and for each phase of a scan a fresh incognito context, thrown away after, whose every
// connection goes through the scan's proxy (./proxy.ts) with no bypass. It visits the page as a
// visitor would: no "HeadlessChrome" in the user agent and navigator.webdriver false (our banner
// hides itself from automated browsers). One page and its subresources: later navigations of the
// page, popups, downloads and any scheme but http(s) are refused; a visit stops after 30 s, 500
// requests or 20 MB of responses (counted by the proxy).
import puppeteer, { type Browser, type BrowserContext, type HTTPRequest, type Page } from "puppeteer-core";
import type { TBannerFound, TScanCookie, TScanPhase, TScanRequest, TScanStorageItem } from "../../shared/api/scans";
import { CHROMIUM_INSTALL_HINT, chromiumFlags, findChromium } from "../chromium";
import { startScanProxy, type ScanProxy } from "./proxy";
import type { AddressPolicy } from "./address";
import { serviceOfCookie, serviceOfStorageKey, serviceOfUrl, siteOf } from "./recognise";

export const SCAN_LIMITS = { visitMs: 30_000, maxRequests: 500, maxBytes: 20 * 1024 * 1024, quietMs: 800 } as const;

export interface ScannerOptions {
  chromiumPath?: string | undefined;
  policy: AddressPolicy;
  /** APP_URL's origin: our banner's library is served from it. */
  appOrigin: string;
  /** Replaces the address check (tests: one loopback address stands for the public internet). */
  refused?: (address: string, port: number) => string | undefined;
  limits?: Partial<typeof SCAN_LIMITS>;
}

export interface ScanResult {
  bannerFound: TBannerFound;
  phases: { beforeConsent: TScanPhase; afterReject?: TScanPhase; afterAccept?: TScanPhase };
  /** Connections the proxy refused (a private target among them). */
  refusals: { target: string; reason: string }[];
}

/** Our banner: vanilla-cookieconsent's consent modal, with its own buttons. */
const OUR_BANNER = "#cc-main .cm";
const BUTTON = { reject: `${OUR_BANNER} [data-role="necessary"]`, accept: `${OUR_BANNER} [data-role="all"]` } as const;
/** Other consent tools, by the element each one's banner is. */
const OTHER_BANNERS = [
  "#onetrust-banner-sdk",
  "#CybotCookiebotDialog",
  ".cky-consent-container",
  "#usercentrics-root",
  "#iubenda-cs-banner",
  "#didomi-host",
  ".qc-cmp2-container",
  "#truste-consent-track",
  "#termly-code-snippet-support",
  "#cookie-law-info-bar",
  "#cmplz-cookiebanner-container",
  ".osano-cm-window",
  "#axeptio_overlay",
  "#klaro",
  "#cookiescript_injected",
];

export class Scanner {
  private browser: Promise<Browser> | undefined;
  private readonly limits: typeof SCAN_LIMITS;

  constructor(private readonly options: ScannerOptions) {
    this.limits = { ...SCAN_LIMITS, ...options.limits };
  }

  private async launch(): Promise<Browser> {
    const binary = await findChromium(this.options.chromiumPath);
    if (!binary) throw new Error(CHROMIUM_INSTALL_HINT);
    const browser = await puppeteer.launch({
      executablePath: binary.path,
      headless: true,
      // --enable-automation would set navigator.webdriver; a site's banner hides from it.
      ignoreDefaultArgs: ["--enable-automation"],
      args: [
        ...chromiumFlags(),
        "--disable-blink-features=AutomationControlled",
        // Nothing leaves but through a context's proxy: the default one goes nowhere.
        "--proxy-server=http://scan-no-network.invalid:1",
        "--proxy-bypass-list=<-loopback>",
        "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
        "--webrtc-ip-handling-policy=disable_non_proxied_udp",
        "--disable-features=DnsOverHttps,NetworkPrediction",
      ],
    });
    browser.on("disconnected", () => {
      this.browser = undefined;
    });
    return browser;
  }

  private async getBrowser(): Promise<Browser> {
    this.browser ??= this.launch().catch((err: unknown) => {
      this.browser = undefined;
      throw err;
    });
    return this.browser;
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
  }

  async scan(url: string): Promise<ScanResult> {
    const proxy = await startScanProxy({
      policy: this.options.policy,
      maxBytes: this.limits.maxBytes,
      ...(this.options.refused ? { refused: this.options.refused } : {}),
    });
    try {
      const browser = await this.getBrowser();
      const first = await this.visit(browser, proxy, url, undefined);
      const result: ScanResult = { bannerFound: first.banner, phases: { beforeConsent: first.phase }, refusals: proxy.refusals };
      if (first.banner === "founderdocs") {
        result.phases.afterReject = (await this.visit(browser, proxy, url, "reject")).phase;
        result.phases.afterAccept = (await this.visit(browser, proxy, url, "accept")).phase;
      }
      return result;
    } finally {
      await proxy.close();
    }
  }

  /** One visit in a fresh context; with `press`, the banner's button is pressed and what follows it recorded. */
  private async visit(browser: Browser, proxy: ScanProxy, url: string, press: "reject" | "accept" | undefined): Promise<{ banner: TBannerFound; phase: TScanPhase }> {
    const context = await browser.createBrowserContext({ proxyServer: proxy.url, proxyBypassList: ["<-loopback>"] });
    const deadline = Date.now() + this.limits.visitMs;
    const left = () => Math.max(1, deadline - Date.now());
    try {
      const page = await context.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send("Browser.setDownloadBehavior", { behavior: "deny", browserContextId: contextId(context) }).catch(() => undefined);
      const ua = (await browser.userAgent()).replace(/HeadlessChrome/g, "Chrome");
      await page.setUserAgent({ userAgent: ua });
      context.on("targetcreated", (target) => {
        // No popups: a new page the site opens is closed at once.
        if (target.type() === "page" && target.opener()) void target.page().then((p) => p?.close()).catch(() => undefined);
      });
      const site = siteOf(new URL(url).hostname);
      let recording = press === undefined;
      const requests: TScanRequest[] = [];
      let seen = 0;
      let truncated = 0;
      let loaded = false;
      await page.setRequestInterception(true);
      page.on("request", (req: HTTPRequest) => {
        const target = safeUrl(req.url());
        const isMainNavigation = req.isNavigationRequest() && req.frame() === page.mainFrame();
        if (!target || !/^https?:$/.test(target.protocol)) {
          if (target && (target.protocol === "data:" || target.protocol === "blob:")) return void req.continue().catch(() => undefined);
          return void req.abort("blockedbyclient").catch(() => undefined);
        }
        // One page: once it has loaded, the page may not navigate away (a redirect of the first load is fine).
        if (isMainNavigation && loaded) return void req.abort("blockedbyclient").catch(() => undefined);
        seen++;
        if (seen > this.limits.maxRequests) {
          truncated++;
          return void req.abort("blockedbyclient").catch(() => undefined);
        }
        if (recording) requests.push(this.describeRequest(target, req.resourceType(), site));
        void req.continue().catch(() => undefined);
      });
      await page.goto(url, { waitUntil: "load", timeout: left() }).catch((err: unknown) => {
        if (requests.length === 0 && !press) throw err;
      });
      loaded = true;
      await page.waitForNetworkIdle({ idleTime: this.limits.quietMs, timeout: left() }).catch(() => undefined);
      const banner = await this.bannerOf(page);
      if (press) {
        if (banner !== "founderdocs") throw new Error("The consent banner did not show on the second visit");
        const button = await page.waitForSelector(BUTTON[press], { visible: true, timeout: left() });
        recording = true;
        await button!.click();
        await page.waitForNetworkIdle({ idleTime: this.limits.quietMs, timeout: left() }).catch(() => undefined);
      }
      const cookies: TScanCookie[] = (await context.cookies()).map((c) => {
        const service = serviceOfCookie(c.name, c.domain);
        return {
          name: c.name,
          domain: c.domain,
          path: c.path,
          expires: c.session || c.expires < 0 ? null : new Date(c.expires * 1000).toISOString(),
          firstParty: siteOf(c.domain) === site,
          ...(service ? { service } : {}),
        };
      });
      const storage = await this.storageOf(page);
      return { banner, phase: { cookies, storage, requests, truncated } };
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  private describeRequest(url: URL, type: string, site: string): TScanRequest {
    const service = serviceOfUrl(url, this.options.appOrigin);
    // Bounded: a URL is kept to 500 characters (query strings of beacons are long).
    const text = url.href.length > 500 ? `${url.href.slice(0, 499)}…` : url.href;
    return { url: text, type, thirdParty: siteOf(url.hostname) !== site, ...(service ? { service } : {}) };
  }

  private async bannerOf(page: Page): Promise<TBannerFound> {
    if (await page.$(OUR_BANNER).catch(() => null)) {
      // Ours when the library came from this app (another site could run vanilla-cookieconsent itself).
      const ours = await page
        .evaluate((origin) => Array.from(document.scripts).some((s) => s.src.startsWith(`${origin}/vendor/cookieconsent/`)), this.options.appOrigin)
        .catch(() => false);
      if (ours) return "founderdocs";
      return "other";
    }
    for (const selector of OTHER_BANNERS) if (await page.$(selector).catch(() => null)) return "other";
    return "none";
  }

  private async storageOf(page: Page): Promise<TScanStorageItem[]> {
    const items: TScanStorageItem[] = [];
    for (const frame of page.frames()) {
      const found = await frame
        .evaluate(() => {
          const read = (s: Storage | undefined) => {
            const keys: string[] = [];
            for (let i = 0; s && i < s.length && i < 200; i++) keys.push(s.key(i) ?? "");
            return keys;
          };
          let local: string[] = [];
          let session: string[] = [];
          try {
            local = read(window.localStorage);
            session = read(window.sessionStorage);
          } catch {
            // Storage refused (an opaque origin).
          }
          return { origin: location.origin, local, session };
        })
        .catch(() => undefined);
      if (!found || found.origin === "null") continue;
      for (const [area, keys] of [["local", found.local], ["session", found.session]] as const) {
        for (const key of keys) {
          if (items.some((i) => i.origin === found.origin && i.key === key && i.area === area)) continue;
          const service = serviceOfStorageKey(key);
          items.push({ origin: found.origin, key: key.slice(0, 200), area, ...(service ? { service } : {}) });
        }
      }
    }
    return items;
  }
}

const safeUrl = (href: string): URL | undefined => {
  try {
    return new URL(href);
  } catch {
    return undefined;
  }
};

/** puppeteer keeps a context's CDP id private; it is the id it was created with. */
const contextId = (context: BrowserContext): string | undefined => (context as unknown as { id?: string }).id;

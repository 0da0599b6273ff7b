// Injects the official tag of each active analytics provider, once per page load. Each <script>
// carries data-analytics-provider="{provider}". The setup each tag expects (dataLayer and gtag,
// the Clarity queue, fbq, the Hotjar queue and settings) is done here, in our own bundled code,
// so the production CSP needs no inline script.
import type { TActiveProvider } from "@shared/api/admin";
import { api } from "@shared/api/routes";
import { isAdminPath } from "@shared/paths";
import { apiCall } from "@/lib/api-client";

type Queue = { (...args: unknown[]): void; q?: unknown[] };
type AnyWindow = Window & Record<string, unknown>;

let loaded: Promise<void> | undefined;

/** Fetch the active providers and inject their tags; later calls on the same page do nothing. */
export function loadActiveTags(): Promise<void> {
  // Never in the admin panel, whatever called us.
  if (isAdminPath(window.location.pathname)) return Promise.resolve();
  loaded ??= apiCall(api.analytics.active)
    .then((providers) => {
      for (const p of providers) injectTag(p);
    })
    // Tracking never breaks the page.
    .catch(() => {});
  return loaded;
}

function addScript(provider: string, src: string): HTMLScriptElement | undefined {
  const exists = [
    ...document.querySelectorAll<HTMLScriptElement>("script[data-analytics-provider]"),
  ].some((s) => s.dataset.analyticsProvider === provider && s.src === src);
  if (exists) return undefined;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.dataset.analyticsProvider = provider;
  document.head.appendChild(script);
  return script;
}

/**
 * A queue function as the official snippets define it: calls wait in `.q` until the tag loads.
 * The tags read `arguments` objects from their queues, as the snippets push them.
 */
function queue(w: AnyWindow, name: string): Queue {
  const existing = w[name] as Queue | undefined;
  if (existing) return existing;
  const fn: Queue = function () {
    // eslint-disable-next-line prefer-rest-params
    (fn.q ??= []).push(arguments);
  };
  w[name] = fn;
  return fn;
}

export function injectTag({ provider, trackingId }: TActiveProvider): void {
  const w = window as unknown as AnyWindow;
  const id = encodeURIComponent(trackingId);
  switch (provider) {
    case "google_analytics": {
      const dataLayer = ((w.dataLayer as unknown[] | undefined) ??= []);
      // gtag.js reads `arguments` objects from the dataLayer, not arrays.
      w.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      const gtag = w.gtag as (...args: unknown[]) => void;
      gtag("js", new Date());
      gtag("config", trackingId);
      addScript(provider, `https://www.googletagmanager.com/gtag/js?id=${id}`);
      return;
    }
    case "microsoft_clarity": {
      queue(w, "clarity");
      addScript(provider, `https://www.clarity.ms/tag/${id}`);
      return;
    }
    case "facebook_pixel": {
      if (!w.fbq) {
        // The official stub: queue calls until fbevents.js installs callMethod.
        type Fbq = Queue & {
          callMethod?: (...a: unknown[]) => void;
          queue: unknown[];
          push: Fbq;
          loaded: boolean;
          version: string;
        };
        const fbq = function () {
          // eslint-disable-next-line prefer-rest-params, prefer-spread
          if (fbq.callMethod) fbq.callMethod.apply(fbq, arguments as unknown as unknown[]);
          // eslint-disable-next-line prefer-rest-params
          else fbq.queue.push(arguments);
        } as Fbq;
        Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: "2.0" });
        w.fbq = fbq;
        w._fbq ??= fbq;
      }
      const fbq = w.fbq as (...args: unknown[]) => void;
      fbq("init", trackingId);
      fbq("track", "PageView");
      addScript(provider, "https://connect.facebook.net/en_US/fbevents.js");
      return;
    }
    case "hotjar": {
      queue(w, "hj");
      w._hjSettings = { hjid: Number(trackingId), hjsv: 6 };
      addScript(provider, `https://static.hotjar.com/c/hotjar-${id}.js?sv=6`);
      return;
    }
    case "custom": {
      if (/^https:\/\//i.test(trackingId)) addScript(provider, trackingId);
      return;
    }
  }
}

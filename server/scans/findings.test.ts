// The findings of a scan's phases against what a policy lists: each kind, its severity and its
// evidence; strictly necessary services and our own banner never count as firing.
import { describe, expect, test } from "vitest";
import type { TScanPhase } from "../../shared/api/scans";
import { findingsOf } from "./findings";

const phase = (p: Partial<TScanPhase> = {}): TScanPhase => ({ cookies: [], storage: [], requests: [], truncated: 0, ...p });
const cookie = (name: string, service?: string) => ({ name, domain: "acme.example", path: "/", expires: null, firstParty: true, ...(service ? { service } : {}) });
const request = (url: string, service?: string, thirdParty = true) => ({ url, type: "script", thirdParty, ...(service ? { service } : {}) });
const none = { ids: new Set<string>(), names: [] };

describe("findingsOf", () => {
  test("a tracker before consent and after Reject all, with evidence per phase", () => {
    const findings = findingsOf(
      {
        beforeConsent: phase({ cookies: [cookie("_ga", "ga4"), cookie("cc_cookie", "founderdocs-banner")], requests: [request("https://app.test/vendor/cookieconsent/3.1.0/cookieconsent.umd.js", "founderdocs-banner")] }),
        afterReject: phase({ requests: [request("https://connect.facebook.net/en_US/fbevents.js", "meta-pixel")] }),
        afterAccept: phase({ cookies: [cookie("_ga", "ga4"), cookie("_fbp", "meta-pixel")] }),
      },
      "founderdocs",
      { ids: new Set(["ga4", "hotjar"]), names: [] },
    );
    expect(findings).toEqual([
      { kind: "fires_before_consent", severity: "high", service: "ga4", evidence: [{ phase: "beforeConsent", cookie: "_ga" }] },
      { kind: "fires_after_reject", severity: "high", service: "meta-pixel", evidence: [{ phase: "afterReject", request: "https://connect.facebook.net/en_US/fbevents.js" }] },
      {
        kind: "undeclared_service",
        severity: "medium",
        service: "meta-pixel",
        evidence: [
          { phase: "afterReject", request: "https://connect.facebook.net/en_US/fbevents.js" },
          { phase: "afterAccept", cookie: "_fbp" },
        ],
      },
      { kind: "declared_not_seen", severity: "info", service: "hotjar", evidence: [] },
    ]);
  });

  test("a strictly necessary service never fires too early, and is low when undeclared; a custom service counts by name", () => {
    const findings = findingsOf({ beforeConsent: phase({ cookies: [cookie("__stripe_mid", "stripe"), cookie("_hjSession_1", "hotjar")] }) }, "other", { ids: new Set(), names: ["Hotjar"] });
    expect(findings).toEqual([{ kind: "fires_before_consent", severity: "high", service: "hotjar", evidence: [{ phase: "beforeConsent", cookie: "_hjSession_1" }] }, { kind: "undeclared_service", severity: "low", service: "stripe", evidence: [{ phase: "beforeConsent", cookie: "__stripe_mid" }] }]);
  });

  test("no banner, and third-party hosts nobody recognised (first-party requests are not)", () => {
    const findings = findingsOf(
      { beforeConsent: phase({ requests: [request("https://cdn.unknown-vendor.example/x.js"), request("https://cdn.unknown-vendor.example/y.js"), request("https://acme.example/app.js", undefined, false)] }) },
      "none",
      none,
    );
    expect(findings).toEqual([
      { kind: "banner_missing", severity: "high", evidence: [{ phase: "beforeConsent" }] },
      { kind: "unknown_third_party", severity: "low", evidence: [{ phase: "beforeConsent", host: "cdn.unknown-vendor.example" }] },
    ]);
  });
});

import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/test-utils";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { AnalyticsTags, isTrackedPage, pageHasTags } from "./analytics-tags";
import { injectTag } from "./load-tags";

const tags = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[data-analytics-provider]")].map((s) => [
    s.dataset.analyticsProvider,
    s.src,
  ]);

beforeEach(() => {
  document.head.querySelectorAll("script[data-analytics-provider]").forEach((s) => s.remove());
});
afterEach(() => vi.unstubAllGlobals());

describe("isTrackedPage", () => {
  it("tracks the landing page and the dashboard, nothing else", () => {
    expect(isTrackedPage("/", false)).toBe(true);
    expect(isTrackedPage("/", true)).toBe(true);
    expect(isTrackedPage("/dashboard", true)).toBe(true);
    expect(isTrackedPage("/dashboard", false)).toBe(false);
    for (const path of ["/admin", "/admin/analytics", "/tools/privacy-policy", "/documents/x"])
      expect(isTrackedPage(path, true)).toBe(false);
  });
});

describe("injectTag", () => {
  it("injects each provider's official tag with its ID, marked with the provider", () => {
    injectTag({ provider: "google_analytics", trackingId: "G-TEST12345" });
    injectTag({ provider: "microsoft_clarity", trackingId: "abcdef123" });
    injectTag({ provider: "facebook_pixel", trackingId: "123456789012" });
    injectTag({ provider: "hotjar", trackingId: "3456789" });
    injectTag({ provider: "custom", trackingId: "https://cdn.example.com/t.js" });
    injectTag({ provider: "custom", trackingId: "javascript:alert(1)" });
    expect(tags()).toEqual([
      ["google_analytics", "https://www.googletagmanager.com/gtag/js?id=G-TEST12345"],
      ["microsoft_clarity", "https://www.clarity.ms/tag/abcdef123"],
      ["facebook_pixel", "https://connect.facebook.net/en_US/fbevents.js"],
      ["hotjar", "https://static.hotjar.com/c/hotjar-3456789.js?sv=6"],
      ["custom", "https://cdn.example.com/t.js"],
    ]);
    const w = window as unknown as Record<string, unknown>;
    const dataLayer = w.dataLayer as IArguments[];
    expect([...dataLayer[1]!]).toEqual(["config", "G-TEST12345"]);
    expect(w._hjSettings).toEqual({ hjid: 3456789, hjsv: 6 });
    const fbq = w.fbq as { queue: IArguments[] };
    expect(fbq.queue.map((a) => [...a])).toEqual([
      ["init", "123456789012"],
      ["track", "PageView"],
    ]);
  });
});

describe("AnalyticsTags", () => {
  function renderAt(path: string, signedIn: boolean, role = "admin") {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, signedIn ? { id: "u", email: "a@b.c", role } : null);
    window.history.replaceState(null, "", path);
    return renderWithProviders(<AnalyticsTags />, { path, queryClient });
  }

  it("never asks for tags on an admin page", async () => {
    const calls = stubFetch(() => ({ body: [{ provider: "hotjar", trackingId: "3456789" }] }));
    renderAt("/admin", true);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(calls).toEqual([]);
    expect(tags()).toEqual([]);
  });

  it("never asks for tags in an admin's session, on any page", async () => {
    const calls = stubFetch(() => ({ body: [{ provider: "hotjar", trackingId: "3456789" }] }));
    for (const path of ["/", "/dashboard"]) {
      const { unmount } = renderAt(path, true, "admin");
      await act(() => new Promise((r) => setTimeout(r, 20)));
      unmount();
    }
    expect(calls).toEqual([]);
    expect(tags()).toEqual([]);
    expect(pageHasTags()).toBe(false);
  });

  it("loads the active providers' tags on the landing page", async () => {
    const calls = stubFetch(() => ({ body: [{ provider: "hotjar", trackingId: "3456789" }] }));
    renderAt("/", false);
    await waitFor(() =>
      expect(tags()).toEqual([["hotjar", "https://static.hotjar.com/c/hotjar-3456789.js?sv=6"]]),
    );
    expect(calls.map((c) => c.url)).toEqual(["/api/analytics/active"]);
    // The page remembers it: the admin panel is then reached by a full page load.
    expect(pageHasTags()).toBe(true);
  });
});

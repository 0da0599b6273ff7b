import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGIN_URL, loginUrl, redirectToLogin } from "./navigation";

afterEach(() => vi.unstubAllGlobals());

describe("sign-in addresses", () => {
  it("carries where to come back to, unless that is home", () => {
    expect(loginUrl()).toBe(LOGIN_URL);
    expect(loginUrl("/")).toBe(LOGIN_URL);
    expect(loginUrl("/documents/abc?version=2")).toBe(
      "/api/login?returnTo=%2Fdocuments%2Fabc%3Fversion%3D2",
    );
  });

  it("sends the browser to sign in with the current path and query", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", {
      pathname: "/tools/nda-generator",
      search: "?from=mail",
      set href(url: string) {
        assign(url);
      },
    });
    redirectToLogin();
    expect(assign).toHaveBeenCalledWith(
      `/api/login?returnTo=${encodeURIComponent("/tools/nda-generator?from=mail")}`,
    );
  });
});

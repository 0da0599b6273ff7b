// fetch is the browser boundary: this file, and only this one, stands in for it.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiRequest,
  getErrorMessage,
  getQueryFn,
  isUnauthorizedError,
  parseApiError,
} from "./api-client";

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: string, statusText = "") {
  fetchMock.mockResolvedValueOnce(new Response(body || null, { status, statusText }));
}

function queryContext(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as never;
}

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with credentials when there is a body", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(200, '{"ok":true}');
    await apiRequest("POST", "/api/generate/nda", { type: "mutual" });
    expect(fetchMock).toHaveBeenCalledWith("/api/generate/nda", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"type":"mutual"}',
      credentials: "include",
    });
  });

  it("sends no body and no content type without data", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(200, "");
    await apiRequest("DELETE", "/api/admin/analytics/1");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: "DELETE", credentials: "include", headers: {} });
    expect(init?.body).toBeUndefined();
  });

  it("throws '<status>: <body>' on a non-OK answer", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(400, '{"message":"Company name is required"}', "Bad Request");
    await expect(apiRequest("POST", "/api/generate/privacy-policy", {})).rejects.toThrow(
      new Error('400: {"message":"Company name is required"}'),
    );
  });

  it("falls back to the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(500, "", "Internal Server Error");
    await expect(apiRequest("GET", "/api/documents")).rejects.toThrow(
      new Error("500: Internal Server Error"),
    );
  });
});

describe("getQueryFn", () => {
  it("GETs the joined query key with credentials and parses JSON", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(200, '{"id":"d1"}');
    const data = await getQueryFn({ on401: "throw" })(queryContext(["/api/documents", "d1"]));
    expect(fetchMock).toHaveBeenCalledWith("/api/documents/d1", { credentials: "include" });
    expect(data).toEqual({ id: "d1" });
  });

  it("returns null on 401 when asked to", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(401, '{"message":"Not signed in"}', "Unauthorized");
    await expect(
      getQueryFn({ on401: "returnNull" })(queryContext(["/api/auth/user"])),
    ).resolves.toBeNull();
  });

  it("throws on 401 by default", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(401, '{"message":"Not signed in"}', "Unauthorized");
    const err = await Promise.resolve(
      getQueryFn({ on401: "throw" })(queryContext(["/api/dashboard/stats"])),
    ).catch((e: unknown) => e);
    expect(err).toEqual(new Error('401: {"message":"Not signed in"}'));
    expect(isUnauthorizedError(err)).toBe(true);
  });

  it("still throws other errors in returnNull mode", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(403, '{"message":"Your account has been blocked","code":"blocked"}', "Forbidden");
    await expect(
      getQueryFn({ on401: "returnNull" })(queryContext(["/api/auth/user"])),
    ).rejects.toThrow('403: {"message":"Your account has been blocked","code":"blocked"}');
  });
});

describe("reading errors back", () => {
  it("extracts the server's JSON message and code", () => {
    const err = new Error('403: {"message":"Your account has been blocked","code":"blocked"}');
    expect(parseApiError(err)).toEqual({
      status: 403,
      message: "Your account has been blocked",
      code: "blocked",
    });
    expect(getErrorMessage(err)).toBe("Your account has been blocked");
  });

  it("shows a non-JSON body as it came", () => {
    expect(getErrorMessage(new Error("502: Bad Gateway"))).toBe("Bad Gateway");
  });

  it("recognises only 401 errors as unauthorized", () => {
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new Error("403: Forbidden"))).toBe(false);
    expect(isUnauthorizedError("401: not an error")).toBe(false);
  });
});

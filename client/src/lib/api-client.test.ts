// fetch is the browser boundary: this file, and only this one, stands in for it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@shared/api/routes";
import {
  ApiError,
  apiCall,
  apiCallPage,
  apiRequest,
  getErrorMessage,
  getQueryFn,
  isApiError,
  isUnauthorizedError,
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

  it("throws an ApiError whose message is '<status>: <body>' on a non-OK answer", async () => {
    vi.stubGlobal("fetch", fetchMock);
    const body =
      '{"message":"Invalid input: website: Must be a valid URL","code":"invalid_input","errors":[{"path":"website","message":"Must be a valid URL"}]}';
    respond(400, body, "Bad Request");
    const err = await apiRequest("POST", "/api/generate/privacy-policy", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({
      message: `400: ${body}`,
      status: 400,
      code: "invalid_input",
      serverMessage: "Invalid input: website: Must be a valid URL",
      errors: [{ path: "website", message: "Must be a valid URL" }],
      body,
    });
  });

  it("falls back to the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(500, "", "Internal Server Error");
    const err = await apiRequest("GET", "/api/documents").catch((e: unknown) => e);
    expect(err).toMatchObject({
      message: "500: Internal Server Error",
      status: 500,
      code: undefined,
      serverMessage: "Internal Server Error",
      errors: [],
    });
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
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('401: {"message":"Not signed in"}');
    expect(isUnauthorizedError(err)).toBe(true);
  });

  it("still throws other errors in returnNull mode", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(403, '{"message":"Your account has been blocked","code":"blocked"}', "Forbidden");
    await expect(
      getQueryFn({ on401: "returnNull" })(queryContext(["/api/auth/user"])),
    ).rejects.toThrow(
      new ApiError(403, '{"message":"Your account has been blocked","code":"blocked"}'),
    );
  });
});

describe("ApiError", () => {
  it("parses the server's JSON body once: message, code and field errors", () => {
    const err = new ApiError(403, '{"message":"Your account has been blocked","code":"blocked"}');
    expect(err.message).toBe('403: {"message":"Your account has been blocked","code":"blocked"}');
    expect(err).toMatchObject({ status: 403, code: "blocked", errors: [] });
    expect(err.serverMessage).toBe("Your account has been blocked");
    expect(getErrorMessage(err)).toBe("Your account has been blocked");
  });

  it("keeps a non-JSON body as the message, with no code", () => {
    const err = new ApiError(502, "<html>Bad Gateway</html>");
    expect(err).toMatchObject({ status: 502, code: undefined, errors: [] });
    expect(getErrorMessage(err)).toBe("<html>Bad Gateway</html>");
    // JSON that isn't an object (a bare string) is text too.
    expect(new ApiError(500, '"oops"').serverMessage).toBe('"oops"');
  });

  it("keeps only well-formed field errors", () => {
    const err = new ApiError(
      400,
      JSON.stringify({
        message: "Invalid input",
        code: "invalid_input",
        errors: [{ path: "email", message: "Must be a valid email" }, { path: 1 }, null, "x"],
      }),
    );
    expect(err.errors).toEqual([{ path: "email", message: "Must be a valid email" }]);
  });

  it("is told apart by status, never by its text", () => {
    expect(isUnauthorizedError(new ApiError(401, "Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, "Forbidden"))).toBe(false);
    // An Error that merely reads like one is not an answer from the API.
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(false);
    expect(isUnauthorizedError("401: not an error")).toBe(false);
    expect(isApiError(new ApiError(402, "{}"), 402)).toBe(true);
    expect(isApiError(new ApiError(402, "{}"))).toBe(true);
    expect(isApiError(new ApiError(402, "{}"), 400)).toBe(false);
  });

  it("falls back for other errors in getErrorMessage", () => {
    expect(getErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(getErrorMessage(undefined)).toBe("Something went wrong. Please try again.");
  });
});

describe("apiCall", () => {
  it("fills the path's parameters, encoded, and sends the body", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(201, '{"id":"i1"}');
    const answer = await apiCall(api.invoices.convert, { params: { id: "a/b" }, body: { to: "invoice" } });
    expect(answer).toEqual({ id: "i1" });
    expect(fetchMock).toHaveBeenCalledWith("/api/documents/a%2Fb/convert", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"to":"invoice"}',
      credentials: "include",
    });
  });

  it("answers undefined for a 204 and writes the query", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(204, "");
    await expect(apiCall(api.documents.unshare, { params: { id: "d1" } })).resolves.toBeUndefined();
    respond(200, "[]");
    await apiCall(api.clients.list, { query: { q: "acme" } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/documents/d1/share", "/api/clients?q=acme"]);
  });

  it("reads a paged route's total", async () => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockResolvedValueOnce(new Response("[]", { status: 200, headers: { "X-Total-Count": "7" } }));
    await expect(apiCallPage(api.documents.list, { query: { limit: 10, q: "" } })).resolves.toEqual({ rows: [], total: 7 });
    expect(fetchMock).toHaveBeenCalledWith("/api/documents?limit=10", { method: "GET", headers: {}, body: undefined, credentials: "include" });
  });

  it("throws the ApiError of a non-OK answer", async () => {
    vi.stubGlobal("fetch", fetchMock);
    respond(404, '{"message":"Document not found","code":"not_found"}');
    await expect(apiCall(api.documents.get, { params: { id: "d1" } })).rejects.toMatchObject({ status: 404, code: "not_found" });
  });
});

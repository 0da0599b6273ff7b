// JSON answers that skip work res.json would repeat or waste:
// - sendFrozenJson: a value that never changes once built (a frozen list from a read cache),
//   serialized to bytes and tagged once per value, not once per request;
// - sendCreated: the 201 to a POST (a generated document is about 26 KB of JSON), sent without
//   the ETag res.json computes for every answer (a SHA-1 over a copy of the body), since the
//   answer to a POST is never revalidated; its resource has its own ETag at its own URL.
import { createHash } from "node:crypto";
import type { Response } from "express";

interface Body {
  /** The UTF-8 bytes of the JSON (res.send would otherwise copy a string into a buffer each time). */
  bytes: Buffer;
  etag: string;
}

const bodies = new WeakMap<object, Body>();

/** Like res.json(value), with the serialization and ETag of a frozen value remembered. */
export function sendFrozenJson(res: Response, value: object) {
  let body = bodies.get(value);
  if (!body) {
    const bytes = Buffer.from(JSON.stringify(value));
    body = { bytes, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"` };
    if (Object.isFrozen(value)) bodies.set(value, body);
  }
  res.setHeader("ETag", body.etag);
  // A conditional request whose tag matches (Express's freshness rules) answers 304, no body.
  if (res.req.headers["if-none-match"] !== undefined && res.req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  // Everything else res.send would do to these bytes is already done: written as they are.
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", body.bytes.length);
  if (res.req.method === "HEAD") res.end();
  else res.end(body.bytes);
}

/** res.status(201).json(value), without an ETag: serialized once and written as it is. */
export function sendCreated(res: Response, value: unknown) {
  const json = JSON.stringify(value);
  res.status(201);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(json));
  res.end(json);
}

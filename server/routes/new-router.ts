// Every router of the API is case-sensitive and strict, as the app's own routing is
// (server/app.ts): /API/documents, /api/documents/ and /api//documents are not our paths, so
// they answer the JSON 404 and can never reach a route past the middleware attached to it.
import { Router } from "express";

export const newRouter = () => Router({ caseSensitive: true, strict: true });

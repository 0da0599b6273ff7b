// `npm run db:migrate`: apply the committed migrations to DATABASE_URL (or the PGlite directory).
import path from "node:path";
import { openDatabase } from "./index";
import { migrate } from "../migrate";

const url = process.env.DATABASE_URL?.trim();
const database = await openDatabase(
  url ? { kind: "postgres", url } : { kind: "pglite", dir: process.env.PGLITE_DIR ?? path.resolve("data") },
);
await migrate(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);

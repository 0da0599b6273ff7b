// What a document type is on the server: its template (validated input plus context -> the
// document model, with a version), and the extras a type may need. The creation path
// (server/services/create-document.ts), the viewer, the exports and the routes read nothing else,
// so a type's specifics live in its folder (server/doc-types/<type>/), registered once
// (./registry.ts).
import type { Router } from "express";
import type { z } from "zod";
import type { DocTypeDefinition } from "../../shared/doc-types";
import type { TEInvoiceReadiness } from "../../shared/doc-types/invoice/e-invoice";
import type { Document, DocumentVersion, User } from "../../shared/schema";
import type { Config } from "../config";
import type { Database, Db, Tx } from "../db";
import type { DocumentModel, TemplateModel } from "../documents/model";
import type { RateLimits } from "../security/rate-limit";
import type { ActivityEntry } from "../services/activity";
import type { BusinessIdentity } from "./business";

/** What every template is given besides its input. */
export interface BaseContext {
  /** When this version is written: the document's "Last updated". */
  generatedAt: Date;
  /** The business profile the document is issued by, as it stood (./business.ts). */
  business?: BusinessIdentity;
}

export interface PrepareArgs<I> {
  tx: Tx;
  user: User;
  input: I;
  now: Date;
  business: BusinessIdentity | undefined;
  /** A draft is not issued yet: an invoice takes its number only when it is made final. */
  status: "draft" | "final";
}

/** What a type draws inside the creating transaction, before its document is built. */
export interface Prepared<C extends BaseContext> {
  /** The context beyond the date (an invoice's number and issuer), stored with the version. */
  context: Omit<C, "generatedAt">;
  /** Stored on the document row itself (an invoice's id). */
  metadata?: Record<string, unknown>;
}

export interface WriteArgs<I, C extends BaseContext> {
  tx: Tx;
  user: User;
  document: Document;
  version: DocumentVersion;
  input: I;
  context: C;
  /** True when the document is new, false for a new version of it. */
  created: boolean;
}

export interface RouteDeps {
  config: Config;
  database: Database;
  limits: Pick<RateLimits, "generate">;
  /** Every type the app serves, by kind. */
  docTypes: ReadonlyMap<string, ServerDocType>;
}

/**
 * A document type on the server. Methods (not function properties), so that a type with a richer
 * context still fits the registry's common shape.
 */
export interface ServerDocType<I = unknown, C extends BaseContext = BaseContext> {
  definition: DocTypeDefinition;
  /** Bump when the template's words change: documents written before are offered the update. */
  templateVersion: number;
  /**
   * Why a template version changed, in a few words ("the 2026 CCPA regulations"): a published
   * policy's changelog says "Updated for <reason>" when its owner accepts that update.
   */
  templateChanges?: Readonly<Record<number, string>>;
  /** The document: its type (`type`) is not the template's to write, the engine sets it. */
  build(input: I, context: C): TemplateModel;
  /**
   * The title a document is listed and searched by, when the template's heading alone would not tell
   * two documents apart (a contract names the other side: "Mutual NDA — Difference Partners"). The
   * document's own heading (`heading`, the model's H1) stays the template's; this is the version's
   * and the document's title, which the list, the viewer's heading and the exports' file names use.
   * By default, the heading.
   */
  title?(input: I, heading: string): string;
  /**
   * Numbering and the like: runs in the creating transaction, after the plan's allowance. A type
   * with one titles a duplicate as any new document of it (from its own number), not "… (copy)".
   */
  prepare?(args: PrepareArgs<I>): Promise<Prepared<C>>;
  /** What else a version keeps (a cookie policy's consent banner). */
  extras?(input: I): Record<string, unknown>;
  /**
   * Fields the API adds to the document answer, from a version's extras. `base` is the app's
   * public origin (config.appUrl), for addresses the app serves (the banner's files).
   */
  present?(extras: Record<string, unknown>, context: { base: string }): Record<string, unknown>;
  /** Rows of the type's own kept in step with each version (an invoice and its items). */
  afterWrite?(args: WriteArgs<I, C>): Promise<void>;
  /** The activity entry of a creation; by default `document.generated`. */
  createdActivity?(args: { document: Document; input: I; context: C }): ActivityEntry;
  /**
   * An e-invoice of a version (invoices and credit notes): the structured invoice in `format`
   * (shared/doc-types/invoice/e-invoice.ts), or a 400 naming what the invoice lacks. `pdf` prints
   * the version, for a format that carries it (Factur-X).
   */
  eInvoice?(args: { input: I; context: C; format: string; pdf: () => Promise<Buffer> }): Promise<{ body: Buffer; contentType: string; extension: string }>;
  /** Each e-invoice format's readiness for a version: the same checks `eInvoice` refuses with (its answer's `eInvoice`). */
  eInvoiceReadiness?(args: { input: I; context: C }): TEInvoiceReadiness;
  /**
   * A valid request body, as a person would fill the form (./<type>/sample.ts): every type made
   * through POST /api/generate/<slug> has one, and the tests' fixtures, the security suites and the
   * export checks take it from here.
   */
  sample?: unknown;
  /** Routes of the type's own (its create route, a preview page...). */
  routes?(router: Router, deps: RouteDeps): void;
  /**
   * A create or edit body before its schema runs, with what it refers to filled in (an invoice's
   * `clientId` fills its client fields); a 400 naming the field when the reference is not the user's.
   */
  resolveBody?(args: { db: Db; userId: string; body: unknown }): Promise<unknown>;
}

/** A type's server side, typed by its shared definition's schema. */
export const defineServerDocType = <D extends DocTypeDefinition, C extends BaseContext = BaseContext>(
  definition: D,
  parts: Omit<ServerDocType<z.output<D["schema"]>, C>, "definition" | "sample"> & { sample?: z.input<D["schema"]> },
): ServerDocType<z.output<D["schema"]>, C> & { definition: D } => ({ definition, ...parts });

/** A type's document model: its template's, with the type's kind (a template never writes it). */
export const buildModel = <I, C extends BaseContext>(type: ServerDocType<I, C>, input: I, context: C): DocumentModel => ({
  ...type.build(input, context),
  type: type.definition.kind,
});

/** The app's document types by kind (createApp's, or a test's own list). */
export type DocTypes = ReadonlyMap<string, ServerDocType>;

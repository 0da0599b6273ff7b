// What every document type declares once, for the forms, the API and the server alike. A type's
// own folder (shared/doc-types/<type>/) holds its meta (meta.ts: what the landing page, the router,
// the labels and the catalogue need) and its definition (index.ts: the meta and the input schema).
// The registry (./registry.ts) lists every type's meta once, and everything that lists types is
// derived from it; the server's and the client's registries pair each kind with its template and
// its form.
import type { z } from "zod";
import type { PublicationSlug } from "../schema/publications";
import type { EInvoiceFormat } from "./invoice/e-invoice";
import type { Signatory, SignatoryProfile } from "./signatories";
import type { SigningRules } from "./signing";

export type ToolColour =
  | "blue"
  | "indigo"
  | "amber"
  | "emerald"
  | "violet"
  | "sky"
  | "rose"
  | "teal"
  | "orange"
  | "fuchsia"
  | "cyan"
  | "slate";

/** The lucide icons the catalogue may name (client/src/features/catalogue/components/tool-icon.tsx maps them). */
export type ToolIconName =
  | "ShieldCheck"
  | "Scale"
  | "Cookie"
  | "ShoppingBag"
  | "FileLock2"
  | "Handshake"
  | "Signature"
  | "Receipt"
  | "Calculator"
  | "Palette"
  | "TrendingUp"
  | "UserPlus";

/**
 * What a document of the type can do besides being generated, viewed and exported. The viewer, the
 * exports and the services ask these (with `docMetaOf(kind)`), never a kind by name.
 */
export interface DocTypeCapabilities {
  /** Numbered per user by the server (INV-0001...); created through its own route. */
  numbered?: boolean;
  /** Meant to be signed by its parties (any document may still be sent for signature). */
  signable?: boolean;
  /**
   * Sent to a client by e-mail with a page of its own (/q, /i): "answer" for one the client accepts
   * or declines there (a quote: converted to an invoice once accepted, its acceptance printed after
   * it), "read" for one they only read and pay (an invoice, a receipt).
   */
  sentToClient?: "answer" | "read";
  /** The structured e-invoices it is exported in (invoices and credit notes). */
  eInvoice?: readonly EInvoiceFormat[];
  /**
   * Meant to be published on the customer's website (the policies), at /p/<handle>/<slug>: the
   * path segment the type is published under.
   */
  publishable?: { slug: PublicationSlug };
  /**
   * Checked against the customer's website by a compliance scan (server/scans): what the site sets
   * and calls before and after consent, against the services the policy lists.
   */
  scannable?: boolean;
  /**
   * A file kept exactly as it was uploaded (an uploaded PDF): no template and no form (nothing to
   * edit, duplicate or update), and its PDF is the file itself, its only export.
   */
  uploaded?: boolean;
}

export interface DocTypeDefinition<K extends string = string, S extends z.ZodType = z.ZodType, I = z.output<S>> {
  /** The stored type (documents.type), e.g. "privacy_policy". */
  kind: K;
  /** As the app shows it, e.g. "Privacy Policy". */
  label: string;
  /** The document in running text, e.g. "privacy policy" (toasts, messages). */
  noun: string;
  /**
   * The segment of POST /api/generate/<slug>. Absent for types created through a route of their
   * own (invoices, quotes and receipts: POST /api/invoices).
   */
  slug?: string;
  /** The catalogue tool whose page makes it, and that page's route. */
  toolId: string;
  route: string;
  /**
   * The catalogue's card of that tool (docs/product-spec.md §1), declared by the one type that owns
   * it; the other types a tool makes (a quote, a receipt) name its `toolId` only.
   */
  listing?: ToolListing;
  /**
   * The fields the type adds to its document's answer (GET /api/documents/:id), declared with
   * `answerFields<T>()` (a type only; the server's `present` writes them). TDocument takes every
   * registered type's (shared/api/documents.ts).
   */
  answer?: AnswerFields<object>;
  /** The request body, validated the same way by the form and the server. */
  schema: S;
  capabilities: DocTypeCapabilities;
  /**
   * Who signs a document of the type, in signing order (the issuer's side first): the rows "Send for
   * signature" opens with, from a version's input and the user's business profiles. A method, so
   * that a type's typed input still fits the registry's common shape.
   */
  signatories?(input: I, profiles: readonly SignatoryProfile[]): Signatory[];
  /**
   * What the law of the document's jurisdiction says about signing it electronically, from a
   * version's input (./signing.ts): the law the signer's disclosure is worded for, and the forms a
   * simple electronic signature does not meet (refused with 409, or warned about). Absent: no law
   * named, nothing required. Read defensively: an older schema may have written the input.
   */
  signing?(input: I): SigningRules;
}

/** A tool's card in the catalogue: its words, colour and icon (shared/catalogue.ts). */
export interface ToolListing {
  title: string;
  description: string;
  /** A short selling point shown as a badge on the card. */
  badge: string;
  colour: ToolColour;
  icon: ToolIconName;
}

/** The fields a type adds to its document's answer, as a type (the value is empty). */
export interface AnswerFields<T extends object> {
  readonly fields?: T;
}
export const answerFields = <T extends object>(): AnswerFields<T> => ({});

/**
 * What a type is without its schema and its signing rules: all the landing page, the router and the
 * labels need (the rules carry statutes' tables only the signed-in send dialog and the server read).
 */
export type DocTypeMeta<K extends string = string, I = unknown> = Omit<DocTypeDefinition<K, z.ZodType, I>, "schema" | "signing">;

/**
 * A type's meta (./<type>/meta.ts), its kind and slug kept as literal types. `signatories` takes the
 * type's input (the schema's output, imported as a type only: the meta carries no zod).
 */
export const defineDocMeta = <
  const K extends string,
  const Tool extends string,
  const Slug extends string | undefined = undefined,
  A extends object = object,
  I = unknown,
>(
  meta: DocTypeMeta<K, I> & { toolId: Tool; slug?: Slug; answer?: AnswerFields<A> },
) => meta as Omit<DocTypeMeta<K>, "slug" | "toolId" | "answer"> & { toolId: Tool; slug: Slug; answer?: AnswerFields<A> };

/** A definition, its kind and slug kept as literal types (the registry derives its unions from them). */
export const defineDocType = <
  const K extends string,
  S extends z.ZodType,
  const Slug extends string | undefined = undefined,
>(
  definition: DocTypeDefinition<K, S> & { slug?: Slug },
) => definition as Omit<DocTypeDefinition<K, S>, "slug"> & { slug: Slug };

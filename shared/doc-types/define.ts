// What every document type declares once, for the forms, the API and the server alike. A type's
// own folder (shared/doc-types/<type>/) holds its meta (meta.ts: what the landing page, the router,
// the labels and the catalogue need) and its definition (index.ts: the meta and the input schema).
// The registry (./registry.ts) lists every type's meta once, and everything that lists types is
// derived from it; the server's and the client's registries pair each kind with its template and
// its form.
import type { z } from "zod";
import type { ToolColour, ToolIconName } from "../catalogue";

export interface DocTypeCapabilities {
  /** Numbered per user by the server (INV-0001...); created through its own route. */
  numbered?: boolean;
  /** Can be signed by its parties. */
  signable?: boolean;
  /** Meant to be published on the customer's website (policies). */
  hosted?: boolean;
}

export interface DocTypeDefinition<K extends string = string, S extends z.ZodType = z.ZodType> {
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

/** What a type is without its schema: all the landing page, the router and the labels need. */
export type DocTypeMeta<K extends string = string> = Omit<DocTypeDefinition<K>, "schema">;

/** A type's meta (./<type>/meta.ts), its kind and slug kept as literal types. */
export const defineDocMeta = <
  const K extends string,
  const Tool extends string,
  const Slug extends string | undefined = undefined,
  A extends object = object,
>(
  meta: DocTypeMeta<K> & { toolId: Tool; slug?: Slug; answer?: AnswerFields<A> },
) => meta as Omit<DocTypeMeta<K>, "slug" | "toolId" | "answer"> & { toolId: Tool; slug: Slug; answer?: AnswerFields<A> };

/** A definition, its kind and slug kept as literal types (the registry derives its unions from them). */
export const defineDocType = <
  const K extends string,
  S extends z.ZodType,
  const Slug extends string | undefined = undefined,
>(
  definition: DocTypeDefinition<K, S> & { slug?: Slug },
) => definition as Omit<DocTypeDefinition<K, S>, "slug"> & { slug: Slug };

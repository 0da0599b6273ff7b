// What a route of the API is, as both sides see it: its method and path, the body and query it
// takes (the zod schemas the server checks them with) and the type of its answer. The table of
// every JSON route (./routes.ts) is made of these; the server's handlers are checked against an
// entry (server/contract.ts: the handler returns the answer) and the client's fetcher
// infers the answer from it (client/src/lib/api-client.ts: apiCall). One place says what a route
// answers, and the compiler holds both sides to it (docs/ARCHITECTURE.md, "The route contract").
import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A type carried by a value for the compiler only (the property is never there): what a route answers. */
export interface Answer<A> {
  readonly __answer: A;
}

/** The answer type of a route entry: `answer<TDocument>()`. */
export const answer = <A>() => ({}) as Answer<A>;

/** A route that answers 204 with no body (a delete, a revoke). */
export const noContent = answer<void>;

/**
 * A zod schema named by an entry for the compiler only: the server parses with the schema itself
 * (its 400s, their order and messages stay the handler's), the client sends the schema's input
 * type. The table carries no schema at run time, so the client's first page loads none of them.
 */
export interface Schema<S extends z.ZodType> {
  readonly __schema: S;
}
export const schema = <S extends z.ZodType>() => ({}) as Schema<S>;

/** A body that is a file's bytes (a PDF, an image), sent with the file's own content type, not JSON. */
export interface FileBody {
  readonly __file: Blob;
}
export const fileBody = () => ({}) as FileBody;

export interface RouteOptions {
  answer: Answer<unknown>;
  /** The success status when it is always the same (201 for a create, 202 queued, 204); else 200, or what the handler sets. */
  status?: 200 | 201 | 202 | 204;
  /** The JSON body's schema (`schema<typeof ZSomething>()`), or a file's bytes. */
  body?: Schema<z.ZodType> | FileBody;
  /** The query string's schema. */
  query?: Schema<z.ZodType>;
  /** A page of a list: the rows as the answer, the full count in X-Total-Count. */
  paged?: true;
}

export interface RouteDef<M extends Method = Method, P extends string = string, O extends RouteOptions = RouteOptions> {
  method: M;
  path: P;
  options: O;
}

export type AnyRoute = RouteDef<Method, string, RouteOptions>;

/** One entry of the table. */
export const route = <const M extends Method, const P extends string, const O extends RouteOptions>(method: M, path: P, options: O): RouteDef<M, P, O> => ({
  method,
  path,
  options,
});

/** The path's `:name` segments, e.g. "/api/documents/:id/versions/:n" -> { id: string; n: string }. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : unknown;

export type AnswerOf<R extends AnyRoute> = R["options"]["answer"] extends Answer<infer A> ? A : never;

/** A paged route's row type. */
export type RowOf<R extends AnyRoute> = AnswerOf<R> extends readonly (infer Row)[] ? Row : never;

/** What the client sends as the body: the schema's input, a file, or nothing. */
export type BodyOf<R extends AnyRoute> = R["options"]["body"] extends Schema<infer S> ? z.input<S> : R["options"]["body"] extends FileBody ? Blob : undefined;

/** The query string's fields as the client writes them (strings and numbers; empty ones left out). */
export type QueryOf<R extends AnyRoute> = R["options"]["query"] extends Schema<infer S> ? { [K in keyof z.output<S>]?: string | number | undefined } : undefined;

/**
 * What a handler may return for an answer of type A: what JSON.stringify turns into A, i.e. A
 * itself, or a Date wherever A has a plain string (a row's timestamps become ISO strings on the
 * wire). Nothing else is loosened: a literal, a number, a missing field still fail to compile.
 */
export type Wire<A> = string extends A ? A | Date : A extends readonly (infer E)[] ? readonly Wire<E>[] : A extends object ? { [K in keyof A]: Wire<A[K]> } : A;

/** The path with its parameters filled in, each one encoded. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-z]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

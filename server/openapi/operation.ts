import type { z } from "zod";
import type { ApiKeyArea, ApiKeyLevel, ApiKeyScope } from "@/lib/domain/api-key-scopes";
import type { ApiRoute } from "@/lib/schemas/common";
import { ACCESS_RULES, type AccessKey } from "./access";

/** What every route-table entry declares: the endpoint as the document shows it. */
interface EntryShape {
  method: ApiRoute["method"];
  path: string;
  summary: string;
  tag: string;
  /** Who may call: the handler's check and the document's wording and security (./access.ts). */
  access: AccessKey;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body may be left out: a request without a content type reads as `{}` through the schema;
   * with "when sent", only a request without a body does, and any body sent is read whatever its
   * content type says (415 when not JSON).
   */
  optionalBody?: boolean | "when sent";
  /** The answer: `{ data }` around what the handler returns, unless `answer` is "as-is". */
  response?: z.ZodType;
  /** Answers 201 Created instead of 200. */
  created?: boolean;
  /** The area of the application whose scope an API key needs: set for the whole table by inArea(). */
  area?: ApiKeyArea;
  /**
   * The level of that scope, where the method does not say it (a POST that only reads); "any key"
   * for what any key may ask (who it acts as). Otherwise GET reads and every other method writes.
   */
  keyScope?: ApiKeyLevel | "any key";
}

/**
 * An endpoint whose route file is `endpoint(entry, handler)` (server/http/endpoint.ts): the entry
 * is the whole declaration, so the access check, the id, the query and body parsing, the answer's
 * type and the document all come from it.
 */
export interface OperationEntry extends EntryShape {
  /** The `{id}` of the path, named in the 404 of an id that names nothing (idFrom). */
  id?: string;
  /** A switched-off feature is a 404 to whoever may call, before the id, query or body is looked at. */
  feature?: "invoicing" | "expenses";
  /** The handler returns the whole answer (a page with nextCursor), not the `data` inside it. */
  answer?: "as-is";
  handledBy?: never;
}

/**
 * An endpoint documented here whose route file answers by itself, not through endpoint(): a
 * file download or a stream, a form upload, better-auth's catch-all, a link token's check that
 * comes before everything else. `handledBy` says which; nothing here is checked at run time
 * except its answer (server/http/answer-check.ts).
 */
export interface DocumentedEntry extends EntryShape {
  handledBy: "better-auth" | "download" | "stream" | "multipart upload" | "review link" | "own route file";
  /** multipart/form-data bodies are described in prose. */
  multipart?: string;
  /** A file download: the content type of the body (e.g. an .xlsx workbook). */
  download?: string;
}

/**
 * A route table: each endpoint under its operationId, the name generated clients call it by and
 * route files import it by. The naming rule is this key and nothing else, so no name is derived
 * behind the reader's back; names are part of the API, never rename one without a reason.
 */
export type RouteTable = Record<string, OperationEntry | DocumentedEntry>;

/** Every entry of a route table in one area: an API key calling it needs that area's scope (lib/domain/api-key-scopes.ts). */
export function inArea<const T extends RouteTable>(area: ApiKeyArea, table: T): { [K in keyof T]: T[K] & { area: ApiKeyArea } } {
  return Object.fromEntries(Object.entries(table).map(([operationId, entry]) => [operationId, { ...entry, area }])) as { [K in keyof T]: T[K] & { area: ApiKeyArea } };
}

/** The scope an API key needs to call the entry; null when any key may. A table without an area is refused to keys (settings, write). */
export function requiredScope(entry: Pick<EntryShape, "method" | "area" | "keyScope">): ApiKeyScope | null {
  if (entry.keyScope === "any key") return null;
  return { area: entry.area ?? "settings", level: entry.keyScope ?? (entry.method === "get" ? "read" : "write") };
}

/** The entries of route tables as the document and the answer check read them. */
export function publishedRoutes(...tables: RouteTable[]): ApiRoute[] {
  return tables.flatMap((table) =>
    Object.entries(table).map(([operationId, entry]) => ({
      ...entry,
      operationId,
      access: ACCESS_RULES[entry.access].wording,
      apiKeyScope: requiredScope(entry),
    })),
  );
}

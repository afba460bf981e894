import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A `fetch` that answers from the app's route handlers in this process, the way Next routes a
 * request: /api/timesheets/batch/close before /api/timesheets/[id]/close, [...all] last. Lets a
 * real HTTP client (openapi-fetch) run against the test database without starting the server.
 */
const API_DIR = fileURLToPath(new URL("../../app/api", import.meta.url));

interface RouteFile {
  file: string;
  segments: string[];
}

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

function routeFiles(dir: string, segments: string[] = []): RouteFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), [...segments, entry.name]);
    return entry.name === "route.ts" ? [{ file: path.join(dir, entry.name), segments }] : [];
  });
}

const rank = (segment: string) => (segment.startsWith("[...") ? 2 : segment.startsWith("[") ? 1 : 0);

/** Literal segments win over [param], which wins over [...catchAll], segment by segment. */
function bySpecificity(a: RouteFile, b: RouteFile): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const difference = rank(a.segments[i] ?? "") - rank(b.segments[i] ?? "");
    if (difference !== 0) return difference;
  }
  return b.segments.length - a.segments.length;
}

let routes: RouteFile[] | null = null;

function match(pathname: string): { route: RouteFile; params: Record<string, string | string[]> } | null {
  routes ??= routeFiles(API_DIR).sort(bySpecificity);
  const parts = pathname.replace(/^\/api\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  for (const route of routes) {
    const params: Record<string, string | string[]> = {};
    let matched = true;
    for (let i = 0; i < route.segments.length; i++) {
      const segment = route.segments[i]!;
      if (segment.startsWith("[...")) {
        params[segment.slice(4, -1)] = parts.slice(i);
        matched = parts.length > i;
        break;
      }
      if (i >= parts.length) matched = false;
      else if (segment.startsWith("[")) params[segment.slice(1, -1)] = parts[i]!;
      else if (segment !== parts[i]) matched = false;
      if (!matched) break;
      if (i === route.segments.length - 1 && parts.length !== route.segments.length) matched = false;
    }
    if (matched) return { route, params };
  }
  return null;
}

/** Every method every route file exports, with its path in the document's form (/api/clients/{id}). */
export async function exportedOperations(): Promise<{ method: string; path: string }[]> {
  routes ??= routeFiles(API_DIR).sort(bySpecificity);
  const operations: { method: string; path: string }[] = [];
  for (const route of routes) {
    const handlers = (await import(route.file)) as Record<string, unknown>;
    const path = `/api/${route.segments.map((segment) => segment.replace(/^\[(?:\.\.\.)?(\w+)\]$/, "{$1}")).join("/")}`.replace(/\/$/, "");
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) if (typeof handlers[method] === "function") operations.push({ method, path });
  }
  return operations;
}

/** The handler Next would call for a method and a path, or null when no route file exports it. */
export async function handlerFor(method: string, pathname: string): Promise<{ handler: Handler; params: Record<string, string | string[]> } | null> {
  const found = match(pathname);
  if (!found) return null;
  const handlers = (await import(found.route.file)) as Record<string, Handler | undefined>;
  const handler = handlers[method.toUpperCase()];
  return handler ? { handler, params: found.params } : null;
}

export async function dispatchToRoutes(request: Request): Promise<Response> {
  const found = await handlerFor(request.method, new URL(request.url).pathname);
  if (!found) return Response.json({ error: { code: "NOT_FOUND", message: "No route handler answers this." } }, { status: 404 });
  return found.handler(request, { params: Promise.resolve(found.params) });
}

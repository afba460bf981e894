import { z } from "zod";
import { uuid } from "@/lib/schemas/common";
import type { AccessKey } from "./access";

interface Resource<P extends z.ZodType, V extends z.ZodType> {
  /** The collection; one of it is `${path}/{id}`. */
  path: string;
  tag: string;
  /** The `{ id }` of one of them. */
  params: P;
  /** The `{id}` named in the 404 of an id that names nothing. */
  noun: string;
  /** One of them as the list, a create and a change answer it, in `data`. */
  view: V;
}

/** What deleting one answers, unless the entry names another answer. */
export const deletedAnswer = z.object({ data: z.object({ id: uuid, deleted: z.literal(true) }) });

/**
 * The route-table entries of a resource the settings screens manage (API keys, SSO providers,
 * webhook endpoints, ...): a handful, so listed whole, not paged; each answered in `data` (an
 * operation may name another answer), read by admin:read and changed by admin:write unless the
 * entry names another access.
 */
export function crudRoutes<P extends z.ZodType, V extends z.ZodType>({ path, tag, params, noun, view }: Resource<P, V>) {
  const one = `${path}/{id}`;
  return {
    list: <A extends AccessKey = "admin:read">(summary: string, access?: A) =>
      ({ method: "get", path, summary, tag, response: z.object({ data: z.array(view) }), access: access ?? ("admin:read" as A) }) as const,
    create: <B extends z.ZodType, R extends z.ZodType, A extends AccessKey = "admin:write">(summary: string, body: B, response: R, access?: A) =>
      ({ method: "post", path, summary, tag, body, created: true, response, access: access ?? ("admin:write" as A) }) as const,
    update: <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) =>
      ({ method: "put", path: one, summary, tag, params, body, response, access: "admin:write", id: noun }) as const,
    remove: <R extends z.ZodType, A extends AccessKey = "admin:write">(summary: string, response: R, access?: A) =>
      ({ method: "delete", path: one, summary, tag, params, response, access: access ?? ("admin:write" as A), id: noun }) as const,
  };
}

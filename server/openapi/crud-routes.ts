import { z } from "zod";
import { type Access, type ApiRoute, uuid } from "@/lib/schemas/common";

interface Resource {
  /** The collection; one of it is `${path}/{id}`. */
  path: string;
  tag: string;
  access: Access;
  /** The `{ id }` of one of them. */
  params: z.ZodType;
  /** One of them as the list, a create and a change answer it, in `data`. */
  view: z.ZodType;
}

/**
 * The documented list, create, change and delete of a resource the settings screens manage
 * (API keys, SSO providers, webhook endpoints, ...): a handful, so listed whole, not paged; each
 * answered in `data` (an operation may name another answer), with one tag and one access unless
 * the list says another.
 */
export function crudRoutes({ path, tag, access, params, view }: Resource) {
  const one = `${path}/{id}`;
  const answer = z.object({ data: view });
  type Rest = Omit<ApiRoute, "method" | "path" | "summary" | "tag" | "access">;
  const operation = (method: ApiRoute["method"], at: string, summary: string, rest: Rest, who = access): ApiRoute => ({
    method,
    path: at,
    summary,
    tag,
    ...rest,
    access: who,
  });
  return {
    list: (summary: string, who?: Access) => operation("get", path, summary, { response: z.object({ data: z.array(view) }) }, who),
    create: (summary: string, body: z.ZodType, response: z.ZodType = answer, who?: Access) => operation("post", path, summary, { body, created: true, response }, who),
    update: (summary: string, body: z.ZodType, response: z.ZodType = answer) => operation("put", one, summary, { params, body, response }),
    remove: (summary: string, response: z.ZodType = z.object({ data: z.object({ id: uuid, deleted: z.literal(true) }) }), who?: Access) =>
      operation("delete", one, summary, { params, response }, who),
  };
}

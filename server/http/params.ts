import "server-only";
import { z } from "zod";
import { notFoundNamed } from "@/lib/errors";

/**
 * Route params of the form { id }: a malformed id names nothing that exists, so it is a 404
 * like any other unknown id, never a database error.
 */
export async function idFrom(context: { params: Promise<{ id: string }> }, what = "Resource"): Promise<string> {
  const { id } = await context.params;
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw notFoundNamed(what);
  return parsed.data;
}

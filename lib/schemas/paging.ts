import { z } from "zod";
import { keyed } from "./error-map";

/** A list answers at most this many items per request, whatever is asked for. */
export const PAGE_LIMIT_MAX = 200;
export const PAGE_LIMIT_DEFAULT = 50;

/**
 * `limit` and `cursor` of every paged list. The cursor is opaque: the `nextCursor` of the
 * previous answer, which names where that page ended in the list's order (keyset paging), so
 * rows inserted or deleted between two requests never shift a page into a duplicate or a gap.
 */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: keyed("fieldNumber", { field: "limit" }) })
    .int({ error: keyed("fieldWholeNumber", { field: "limit" }) })
    .min(1, { error: keyed("fieldAtLeast1", { field: "limit" }) })
    .max(PAGE_LIMIT_MAX, { error: keyed("fieldMustBeAtMost", { field: "limit", max: PAGE_LIMIT_MAX }) })
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().min(1, { error: keyed("fieldNotEmpty", { field: "cursor" }) }).max(500, { error: keyed("fieldTooLong", { field: "cursor" }) }).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** One page of a list: the items and the cursor of the next page, null after the last. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** The answer of a paged list endpoint: `{ data, nextCursor }`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    nextCursor: z.string().nullable().describe("Pass as ?cursor= for the next page; null after the last page."),
  });
}

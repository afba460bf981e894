import { z } from "zod";
import { uuid } from "./common";
import { keyed } from "./error-map";

/**
 * Look-ups for pickers (contractor, project, client): the typed text in, at most `limit` matches
 * out, so no answer grows with the organisation. Matching is case-insensitive on any part of the
 * name (and a contractor's e-mail); names that start with the text come first.
 */
export const LOOKUP_KINDS = ["contractors", "projects", "clients"] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export const DEFAULT_LOOKUP_LIMIT = 20;
export const MAX_LOOKUP_LIMIT = 50;

export const lookupQuery = z.object({
  q: z.string().trim().max(100, { error: keyed("fieldAtMostCharacters", { field: "q", max: 100 }) }).default(""),
  limit: z.coerce
    .number({ error: keyed("fieldNumber", { field: "limit" }) })
    .int({ error: keyed("fieldWholeNumber", { field: "limit" }) })
    .min(1, { error: keyed("fieldAtLeast1", { field: "limit" }) })
    .max(MAX_LOOKUP_LIMIT, { error: keyed("fieldMustBeAtMost", { field: "limit", max: MAX_LOOKUP_LIMIT }) })
    .default(DEFAULT_LOOKUP_LIMIT),
});
export type LookupQuery = z.output<typeof lookupQuery>;

export const lookupItem = z.object({
  id: uuid,
  name: z.string(),
  /** A second line for the picker: a contractor's e-mail, a project's client; null for clients. */
  detail: z.string().nullable(),
  /** Projects only: the client the project belongs to. */
  clientId: uuid.optional(),
});
export type LookupItem = z.infer<typeof lookupItem>;

export const lookupResponse = z.object({ data: z.array(lookupItem) });

export const SUMMARIES: Record<LookupKind, string> = {
  contractors: "Contractors whose name or e-mail contains q (case-insensitive), names starting with q first; detail is the e-mail.",
  projects: "Projects whose name contains q (case-insensitive), names starting with q first; detail is the client's name.",
  clients: "Clients whose name contains q (case-insensitive), names starting with q first.",
};

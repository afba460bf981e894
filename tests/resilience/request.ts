import type { z } from "zod";
import { apiRequest, type RequestOptions } from "../support/http";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface Answer {
  status: number;
  type: string;
  text: string;
}

/** Reads at most the first second of a stream (GET /api/events never ends by itself). */
async function readBounded(response: Response): Promise<string> {
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) return response.text();
  const reader = response.body?.getReader();
  if (!reader) return "";
  const first = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000))]);
  await reader.cancel().catch(() => undefined);
  return first && first.value ? new TextDecoder().decode(first.value) : "";
}

/** Calls a route handler as Next would and reads its answer, whatever its type. */
export async function invoke(handler: unknown, path: string, params: Record<string, string>, options: RequestOptions): Promise<Answer> {
  const response = await (handler as Handler)(apiRequest(path, options), { params: Promise.resolve(params) });
  const text = await readBounded(response);
  return { status: response.status, type: response.headers.get("content-type") ?? "", text };
}

/** The keys of an object schema (a query or body), or none. */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const candidate = schema as unknown as { shape?: Record<string, unknown>; def?: { in?: z.ZodType; schema?: z.ZodType } };
  if (candidate.shape) return Object.keys(candidate.shape);
  if (candidate.def?.in) return schemaKeys(candidate.def.in);
  if (candidate.def?.schema) return schemaKeys(candidate.def.schema);
  return [];
}

import "server-only";
import { getLocale } from "next-intl/server";
import { formatsFor, type Formats } from "@/lib/format/formats";

/** useFormat for server components: the request's locale, bound once. */
export async function getFormat(): Promise<Formats> {
  return formatsFor(await getLocale());
}

import "server-only";
import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { env } from "@/env";
import { formatLocaleFor, languageOf } from "@/lib/format/locale";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import { currentPageActor } from "@/server/auth/page-actor";
import { messagesFor } from "./messages";

/**
 * The language of a page: the signed-in person's choice, else the browser's Accept-Language, else
 * English. next-intl's locale is the full tag the formats follow ("de-CH" for a Swiss browser that
 * chose German), so money and dates read the way the person reads them; the catalogue is chosen by
 * its language part only, and only that one catalogue reaches the browser.
 */
export default getRequestConfig(async () => {
  const acceptLanguage = (await headers()).get("accept-language");
  const actor = await currentPageActor();
  const chosen = actor?.kind === "user" ? actor.locale : null;
  const language: Language = chosen ?? languageOf(acceptLanguage) ?? DEFAULT_LANGUAGE;
  return { locale: formatLocaleFor(language, acceptLanguage), messages: await messagesFor(language), timeZone: env.BUSINESS_TIME_ZONE };
});

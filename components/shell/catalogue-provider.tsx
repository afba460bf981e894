"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { useState, type ReactNode } from "react";

/**
 * The root layout's catalogue for client components. Every router.refresh() (each admin write, each
 * live update) sends the layout's props again, so the messages arrive as a new object of the same
 * content; handed on as they come, each refresh would give every useTranslations a new `t`, every
 * table's columns memoised on it would be made again, and their cells (components to React) would
 * mount afresh, closing any dialog opened from a row. So the catalogue is kept until the language
 * changes.
 */
export function CatalogueProvider({ locale, messages, timeZone, children }: { locale: string; messages: AbstractIntlMessages; timeZone: string; children: ReactNode }) {
  const [kept, setKept] = useState({ locale, messages });
  if (kept.locale !== locale) setKept({ locale, messages });
  return (
    <NextIntlClientProvider locale={kept.locale} messages={kept.messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

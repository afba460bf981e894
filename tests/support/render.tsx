import { render as renderInDom, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import de from "@/messages/de";
import en from "@/messages/en";

/**
 * Components speak through the catalogue, so a test renders them inside the provider the root layout
 * gives every page: English (en-GB) unless the test asks for another locale ("de-DE", "de-CH").
 */
export function render(ui: ReactElement, options: Omit<RenderOptions, "wrapper"> & { locale?: string } = {}) {
  const { locale = "en-GB", ...rest } = options;
  const messages = locale.startsWith("de") ? de : en;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
  return renderInDom(ui, { ...rest, wrapper: Wrapper });
}

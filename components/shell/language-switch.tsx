"use client";

import { useTranslations } from "next-intl";
import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast/use-toast";
import { useCurrentUser, useSetLanguage } from "@/hooks/use-current-user";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "@/lib/i18n/languages";

/** "browser" stands for no choice stored: the language then follows Accept-Language. */
const BROWSER = "browser";

/**
 * The interface language as a radio group inside the user menu. Each language is named in itself
 * (and marked with its lang), so a person who cannot read the current one still finds their own.
 */
export function LanguageSwitch() {
  const t = useTranslations();
  const current = useCurrentUser();
  const setLanguage = useSetLanguage();
  const chosen = current.data ? (current.data.locale ?? BROWSER) : "";

  function choose(value: string) {
    const language = isLanguage(value) ? value : null;
    setLanguage.mutate(language, {
      onError: () => toast({ variant: "destructive", title: t("common.error"), description: t("shell.language.failed") }),
    });
  }

  return (
    <>
      <DropdownMenuLabel>{t("shell.language.label")}</DropdownMenuLabel>
      <DropdownMenuRadioGroup data-testid="language-switch" aria-label={t("shell.language.label")} value={chosen} onValueChange={choose}>
        {LANGUAGES.map((language) => (
          <DropdownMenuRadioItem
            key={language}
            value={language}
            lang={language}
            data-testid={`language-${language}`}
            disabled={setLanguage.isPending}
            onSelect={(event) => event.preventDefault()}
          >
            {LANGUAGE_NAMES[language]}
          </DropdownMenuRadioItem>
        ))}
        <DropdownMenuRadioItem value={BROWSER} data-testid="language-browser" disabled={setLanguage.isPending} onSelect={(event) => event.preventDefault()}>
          {t("shell.language.browser")}
        </DropdownMenuRadioItem>
      </DropdownMenuRadioGroup>
    </>
  );
}

"use client";

import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";

const THEME_OPTIONS: readonly { value: "light" | "dark" | "system"; icon: LucideIcon }[] = [
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
  { value: "system", icon: Monitor },
];

/** Light / dark / system as a radio group inside a dropdown menu (the user menu). */
export function ThemeSwitch() {
  const t = useTranslations("shell.theme");
  const { theme, setTheme } = useTheme();
  return (
    <>
      <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        data-testid="theme-switch"
        aria-label={t("label")}
        value={theme ?? ""}
        onValueChange={setTheme}
      >
        {THEME_OPTIONS.map(({ value, icon: Icon }) => (
          <DropdownMenuRadioItem
            key={value}
            value={value}
            aria-label={t(`${value}Theme`)}
            data-testid={`theme-${value}`}
            onSelect={(event) => event.preventDefault()}
          >
            <Icon aria-hidden="true" className="text-muted-foreground" />
            {t(value)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Select } from "@/components/ui/select";
import { COUNTRY_OPTIONS } from "@/lib/domain/countries";

const OPTIONS = COUNTRY_OPTIONS.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));

/** A country from the reference country table, or none. */
export function CountrySelect(props: ComponentProps<"select">) {
  const t = useTranslations("admin.shared");
  return <Select options={OPTIONS} placeholder={t("noCountry")} {...props} />;
}

import { useLocale, useTranslations } from "next-intl";
import { useMemo, type ComponentProps } from "react";
import { Select } from "@/components/ui/select";
import { COUNTRY_OPTIONS } from "@/lib/domain/countries";
import { countryName } from "@/lib/format/country-name";

/** A country from the reference country table, or none; named in the reader's language. */
export function CountrySelect(props: ComponentProps<"select">) {
  const t = useTranslations("admin.shared");
  const locale = useLocale();
  const options = useMemo(() => COUNTRY_OPTIONS.map(({ code }) => ({ value: code, label: `${countryName(code, locale)} (${code})` })), [locale]);
  return <Select options={options} placeholder={t("noCountry")} {...props} />;
}

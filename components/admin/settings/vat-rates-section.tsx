"use client";

import { Pencil, Percent } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { TableSection, actionsColumn, type ColumnDef } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { DEFAULT_TAX_LABEL, INVOICE_TAX_KEY, taxRateOverview, type TaxRateSource } from "@/lib/domain/invoice-tax";
import { countryName } from "@/lib/format/country-name";
import { formatNumber } from "@/lib/format/money";
import type { Configuration } from "@/lib/schemas/configurations";
import { ConfigurationFormDialog } from "./configuration-form-dialog";

interface VatRateRow {
  /** Null for the general entry's row ("every other country"). */
  country: string | null;
  /** The entry that sets this row's own rate (invoices.taxRate.<country>, or invoices.taxRate), also the row's id. */
  id: string;
  source: TaxRateSource;
  /** The stored entry of `id`, edited in place; absent, the form starts a new one under that key. */
  entry: Configuration | undefined;
}

/** A new rate starts as the value's shape with the rate left for the administrator to type. */
const NEW_RATE = { rate: "", label: DEFAULT_TAX_LABEL };
const EXAMPLE = JSON.stringify({ rate: "19", label: DEFAULT_TAX_LABEL });

function Place({ row }: { row: VatRateRow }) {
  const t = useTranslations("admin.settings.vat");
  const locale = useLocale();
  return row.country ? `${countryName(row.country, locale)} (${row.country})` : t("otherCountries");
}

function Rate({ source }: { source: TaxRateSource }) {
  const t = useTranslations("admin.settings.vat");
  const locale = useLocale();
  if (source.state === "NONE") return <span className="text-muted-foreground">{t("noRate")}</span>;
  if (source.state === "INVALID") return <span className="text-destructive">{t("invalid")}</span>;
  const rate = t("rate", { label: source.rule.label, rate: formatNumber(source.rule.rate, locale) });
  return source.rule.rate === "0" ? t("zeroRated", { rate }) : rate;
}

function Entry({ source }: { source: TaxRateSource }) {
  return source.state === "NONE" ? "—" : <code className="text-xs">{source.key}</code>;
}

/** Edit the row's own entry when it has one; else a button that opens the form on the key to set. */
function SetRate({ row }: { row: VatRateRow }) {
  const t = useTranslations("admin.settings.vat");
  const locale = useLocale();
  const place = row.country ? countryName(row.country, locale) : t("otherCountriesInSentence");
  if (row.entry) return <ConfigurationFormDialog entry={row.entry} trigger={<IconButton icon={Pencil} label={t("editLabel", { place })} />} />;
  return (
    <ConfigurationFormDialog
      prefill={{ key: row.id, value: NEW_RATE }}
      trigger={
        <Button variant="outline" size="sm" aria-label={t("setLabel", { place })}>
          {t("set")}
        </Button>
      }
    />
  );
}

function Title({ name }: { name: "country" | "rate" | "entry" }) {
  const t = useTranslations("admin.settings.vat.columns");
  return t(name);
}

const columns: ColumnDef<VatRateRow>[] = [
  { id: "country", header: () => <Title name="country" />, enableSorting: false, cell: ({ row }) => <Place row={row.original} /> },
  { id: "rate", header: () => <Title name="rate" />, enableSorting: false, cell: ({ row }) => <Rate source={row.original.source} /> },
  { id: "entry", header: () => <Title name="entry" />, enableSorting: false, cell: ({ row }) => <Entry source={row.original.source} /> },
  actionsColumn(({ row }) => (
    <span className="flex justify-end">
      <SetRate row={row.original} />
    </span>
  ), "w-28"),
];

/**
 * The VAT rate each invoicing country's domestic invoices carry, by the rule generation follows
 * (the country's entry, else invoices.taxRate), and what happens where none is set: those
 * invoices carry no VAT. Each row sets or edits its own entry in the configuration form.
 */
export function VatRatesSection({ entries, countries }: { entries: readonly Configuration[]; countries: readonly string[] }) {
  const t = useTranslations("admin.settings.vat");
  const locale = useLocale();
  const overview = taxRateOverview(entries, countries);
  const entryOf = (key: string) => entries.find((entry) => entry.key === key);
  const rows: VatRateRow[] = [
    ...overview.countries.map((country) => ({ country: country.country, id: country.countryKey, source: country.source, entry: entryOf(country.countryKey) })),
    { country: null, id: INVOICE_TAX_KEY, source: overview.general, entry: entryOf(INVOICE_TAX_KEY) },
  ];
  const without = overview.countries.filter((country) => country.source.state === "NONE").map((country) => countryName(country.country, locale));
  const nothingSet = overview.general.state === "NONE" && without.length === overview.countries.length;
  const warning = nothingSet ? t("noneAnywhere") : without.length > 0 ? t("noneFor", { countries: without.join(", ") }) : null;
  return (
    <TableSection
      intro={
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-muted-foreground">{t("intro", { countryKey: `${INVOICE_TAX_KEY}.<CC>`, generalKey: INVOICE_TAX_KEY })}</p>
          {warning ? (
            <p role="note" className="rounded-md border border-primary/30 bg-primary/5 px-3 py-2">
              {warning} {t("howToSet", { example: EXAMPLE, generalKey: INVOICE_TAX_KEY })}
            </p>
          ) : null}
        </div>
      }
      columns={columns}
      data={rows}
      caption={t("caption")}
      empty={{ icon: Percent, title: t("caption") }}
    />
  );
}

import { useTranslations } from "next-intl";
import { FormField, type BindableForm } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** A postal address's postal code and city side by side, bound to a form that holds both. */
export function PostalCodeCityFields<K extends string>({ form, className }: { form: BindableForm<K | "postalCode" | "city">; className?: string }) {
  const t = useTranslations("ui.address");
  return (
    <div className={cn("grid gap-3", className)}>
      <FormField form={form} name="postalCode" label={t("postalCode")}>
        <Input autoComplete="postal-code" />
      </FormField>
      <FormField form={form} name="city" label={t("city")}>
        <Input autoComplete="address-level2" />
      </FormField>
    </div>
  );
}

export interface StreetAddressProps<K extends string, S extends string> {
  form: BindableForm<K | S | "postalCode" | "city">;
  /** The form's name for the street line, its label and hint, and what the browser fills it with. */
  street: { name: S; label: string; hint?: string; autoComplete: "address-line1" | "street-address" };
  /** The postal code and city's grid columns. */
  className?: string;
}

/** A postal address's street line, then its postal code and city: the street-level address of a party on an invoice. */
export function StreetAddressFields<K extends string, S extends string>({ form, street, className }: StreetAddressProps<K, S>) {
  return (
    <>
      <FormField form={form} name={street.name} label={street.label} hint={street.hint}>
        <Input autoComplete={street.autoComplete} />
      </FormField>
      <PostalCodeCityFields form={form} className={className} />
    </>
  );
}

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

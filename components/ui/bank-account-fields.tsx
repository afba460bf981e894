import { FormField, type BindableForm } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export interface BankAccountLabels {
  iban: string;
  ibanHint?: string;
  bic: string;
  bicHint?: string;
}

/** An account's IBAN and BIC, bound to a form that holds both; neither is a word to spell-check or autofill. */
export function BankAccountFields<K extends string>({ form, labels, className }: { form: BindableForm<K | "iban" | "bic">; labels: BankAccountLabels; className?: string }) {
  return (
    <div className={className}>
      <FormField form={form} name="iban" label={labels.iban} hint={labels.ibanHint}>
        <Input autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField form={form} name="bic" label={labels.bic} hint={labels.bicHint}>
        <Input autoComplete="off" spellCheck={false} />
      </FormField>
    </div>
  );
}

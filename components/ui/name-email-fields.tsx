import { FormField, type BindableForm } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** A person to write to: their name and e-mail address, as the browser fills them, bound to a form that holds both. */
export function NameEmailFields<K extends string>({ form, nameLabel, emailLabel }: { form: BindableForm<K | "name" | "email">; nameLabel: string; emailLabel: string }) {
  return (
    <>
      <FormField form={form} name="name" label={nameLabel}>
        <Input autoComplete="name" />
      </FormField>
      <FormField form={form} name="email" label={emailLabel}>
        <Input type="email" autoComplete="email" />
      </FormField>
    </>
  );
}

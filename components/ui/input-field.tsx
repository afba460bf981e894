import { FormField, type BoundFieldProps } from "@/components/ui/field";
import { Input, type InputProps } from "@/components/ui/input";

/**
 * The most common field: a FormField bound to its form whose control is a plain text input.
 * `input` carries the input's own attributes (type, autoComplete, inputMode); FormField wires the rest.
 */
export function InputField<K extends string>({ input, ...field }: Omit<BoundFieldProps<K>, "children"> & { input?: InputProps }) {
  return (
    <FormField {...field}>
      <Input {...input} />
    </FormField>
  );
}

import { FormField, type BindableForm } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** A from–to pair of dates side by side, bound to a form that holds `startDate` and `endDate`. */
export function DateRangeFields<K extends string>({ form, startLabel, endLabel }: { form: BindableForm<K | "startDate" | "endDate">; startLabel: string; endLabel: string }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField form={form} name="startDate" label={startLabel}>
        <Input type="date" />
      </FormField>
      <FormField form={form} name="endDate" label={endLabel}>
        <Input type="date" />
      </FormField>
    </div>
  );
}

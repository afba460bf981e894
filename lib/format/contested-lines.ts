import type { LineComponent } from "@/lib/domain/reference";
import type { ContestedLine } from "@/lib/schemas/line-review";

/** The contested lines of one component, by the record's or expense's id, with their reasons. */
export function contestedReasons(lines: readonly ContestedLine[], component: LineComponent): Map<string, ContestedLine> {
  return new Map(
    lines.filter((line) => line.component === component).flatMap((line) => {
      const id = line.recordId ?? line.expenseId;
      return id ? [[id, line] as const] : [];
    }),
  );
}

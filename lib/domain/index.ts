/** The public API of the settlement rules: import from "@/lib/domain". */
export * from "./reference";
export * from "./dates";
export * from "./billing-period";
export * from "./statuses";
export * from "./transitions";
export * from "./transition-reasons";
export * from "./transition-table";
export * from "./selection";
export * from "./rates";
export * from "./disabled-days";
export * from "./bulk-selection";
export * from "./copy-previous-month";
export * from "./money";
export * from "./fees";
export * from "./currency-codes";
export * from "./currencies";
export * from "./countries";

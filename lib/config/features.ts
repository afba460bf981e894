/** The feature flags of spec point 5 as the screens see them (FEATURE_INVOICING, FEATURE_EXPENSES). */
export interface Features {
  invoicing: boolean;
  expenses: boolean;
}

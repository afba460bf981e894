import type { Currency, ExpenseCategory, RateFrequency, Weekday } from "@/lib/domain/reference";

/** The people of the demo. Local mode only: these passwords are printed and in the README. */
export const DEMO_ADMIN = { email: "admin@settle.local", password: "settle-admin-demo", name: "Alex Morgan" };

export interface DemoEngagement {
  project: "grid" | "platform" | "fleet";
  /** Months relative to the current period; `to` undefined means open-ended. */
  from: number;
  to?: number;
  rates: { from: number; to?: number; frequency: RateFrequency; amount: string; currency: Currency }[];
  expensesEligible: boolean;
  bonusEligible: boolean;
}

export interface DemoContractor {
  key: "amara" | "lukas" | "sofia";
  email: string;
  password: string;
  name: string;
  workingDays: Weekday[];
  countryCode: string;
  /** The phone is the seller contact XRechnung asks for (BR-DE-6), so every demo invoice has its XRechnung. */
  billing: { addressLine: string; postalCode: string; city: string; iban: string; bic: string; currency: Currency; phone: string };
  engagements: DemoEngagement[];
}

export const DEMO_CONTRACTORS: DemoContractor[] = [
  {
    key: "amara",
    email: "amara@settle.local",
    password: "settle-demo-amara",
    name: "Amara Okafor",
    workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"],
    countryCode: "DE",
    billing: { addressLine: "Lindenstrasse 12", postalCode: "10969", city: "Berlin", iban: "DE89370400440532013000", bic: "COBADEFFXXX", currency: "EUR", phone: "+49 30 1234567" },
    engagements: [
      {
        project: "grid",
        from: -12,
        rates: [
          { from: -12, to: -6, frequency: "DAILY", amount: "800.00", currency: "EUR" },
          { from: -5, frequency: "DAILY", amount: "850.00", currency: "EUR" },
        ],
        expensesEligible: true,
        bonusEligible: true,
      },
    ],
  },
  {
    key: "lukas",
    email: "lukas@settle.local",
    password: "settle-demo-lukas",
    name: "Lukas Meier",
    workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"],
    countryCode: "CH",
    billing: { addressLine: "Seefeldstrasse 8", postalCode: "8008", city: "Zurich", iban: "CH9300762011623852957", bic: "UBSWCHZH80A", currency: "CHF", phone: "+41 44 123 45 67" },
    engagements: [
      {
        project: "platform",
        from: -12,
        rates: [{ from: -12, frequency: "HOURLY", amount: "120.00", currency: "CHF" }],
        expensesEligible: true,
        bonusEligible: false,
      },
    ],
  },
  {
    key: "sofia",
    email: "sofia@settle.local",
    password: "settle-demo-sofia",
    name: "Sofia Haddad",
    workingDays: ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"],
    countryCode: "AE",
    billing: { addressLine: "Marina Walk, Tower 3", postalCode: "00000", city: "Dubai", iban: "AE070331234567890123456", bic: "EBILAEAD", currency: "AED", phone: "+971 4 123 4567" },
    engagements: [
      {
        project: "fleet",
        from: -12,
        rates: [{ from: -12, frequency: "MONTHLY", amount: "42000.00", currency: "AED" }],
        expensesEligible: false,
        bonusEligible: false,
      },
      {
        // Ended months ago with everything approved: hidden by the 60-day rule.
        project: "grid",
        from: -12,
        to: -5,
        rates: [{ from: -12, to: -5, frequency: "HOURLY", amount: "95.00", currency: "EUR" }],
        expensesEligible: true,
        bonusEligible: false,
      },
    ],
  },
];

export const DEMO_PROJECTS = {
  grid: { name: "Grid Modernisation", client: "northwind", reviewer: ["Marta Keller", "marta.keller@northwind.example"] },
  platform: { name: "Data Platform Migration", client: "northwind", reviewer: ["Jonas Brandt", "jonas.brandt@northwind.example"] },
  fleet: { name: "Fleet Analytics", client: "helios", reviewer: ["Omar Rahman", "omar.rahman@helios.example"] },
} as const;

export const WORK_SUMMARIES: Record<DemoEngagement["project"], string[]> = {
  grid: ["Substation telemetry rollout", "Protection relay settings review", "Field crew coordination", "SCADA cut-over planning"],
  platform: ["Warehouse schema migration", "dbt model refactoring", "Pipeline monitoring", "Access control review"],
  fleet: ["Route efficiency model", "Telematics ingestion", "Driver scorecard dashboard", "Fuel anomaly detection"],
};

export const COUNTERPARTS = ["Operations team", "Engineering lead", "Steering committee", "Data office"];

export interface DemoExpense {
  category: ExpenseCategory;
  details: string;
  amountInExpenseCurrency: string;
  expenseCurrency: Currency;
  exchangeRate: string;
}

export const DEMO_EXPENSES: DemoExpense[] = [
  { category: "FLIGHTS", details: "Return flight to the Zurich site", amountInExpenseCurrency: "412.80", expenseCurrency: "CHF", exchangeRate: "1.04120000" },
  { category: "ACCOMMODATION_AND_MEALS", details: "Hotel, 3 nights", amountInExpenseCurrency: "540.00", expenseCurrency: "EUR", exchangeRate: "1.00000000" },
  { category: "GROUND_TRANSPORTATION", details: "Taxi from the airport", amountInExpenseCurrency: "64.50", expenseCurrency: "CHF", exchangeRate: "1.04120000" },
];

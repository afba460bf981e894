import { sql } from "drizzle-orm";
import fc from "fast-check";
import { BillingPeriod, CURRENCIES, RATE_FREQUENCIES, WEEKDAYS, Decimal, type Currency, type RateFrequency, type Weekday } from "@/lib/domain";
import { setClock } from "@/server/clock";
import { rowsOf } from "@/server/db";
import { commandArbitraries, newSheet, type SimCommand } from "./commands";
import { checkInvariants, periodBaseline, setContext, SimulationError, stats, Step, summary } from "./invariants";
import type { Model, ModelContractor } from "./model";
import { createCompany, type ContractorSetup, type Real, type WorldSetup } from "./world";

/**
 * Runs the month simulator: a property over a company's setup and a sequence of actions, or one
 * given sequence (`replay`, what a printed failure pastes into a regression test).
 */

/** A new company through the API, and the model of it: its contractors, engagements and timesheets as they should be. */
export async function createWorld(setup: WorldSetup): Promise<{ model: Model; real: Real }> {
  const began = performance.now();
  const { real, contractors } = await createCompany(setup);
  const versions = rowsOf<{ id: string; version: number }>(
    await real.db.execute(sql`select id, version from contractors where id in (${sql.join(
      contractors.map((contractor) => sql`${contractor.real.id}::uuid`),
      sql`, `,
    )})`),
  );
  const model: Model = { today: setup.start, contractors: [], timesheets: [], removed: [], tx: 0 };
  contractors.forEach((created, index) => {
    const spec = setup.contractors[index] as ContractorSetup;
    const contractor: ModelContractor = {
      key: created.real.key,
      id: created.real.id,
      workingDays: [...spec.workingDays],
      version: versions.find((row) => row.id === created.real.id)?.version ?? 1,
      active: true,
      projectEngagementId: created.projectEngagementId,
      expensesEligible: spec.expensesEligible,
      bonusEligible: spec.bonusEligible,
      engagement: { id: created.engagement.id, version: created.engagement.version, startDate: created.engagement.startDate, endDate: null, rates: created.engagement.rates },
      invoiceNumbers: {},
    };
    model.contractors.push(contractor);
    for (const row of created.created) model.timesheets.push(newSheet(row.id, contractor, BillingPeriod.from(row.billingPeriod), setup.start));
  });
  // The dashboard's period totals before this company had any amount: what its own sums add to.
  setContext(real, { baseline: await periodBaseline(real, BillingPeriod.fromString(setup.start.slice(0, 7)).plusMonths(-6), 24) });
  const step = new Step("setup");
  step.everything = true;
  for (const sheet of model.timesheets) step.touch(sheet);
  await checkInvariants(model, real, step, { baseline: new Map() });
  stats.runs += 1;
  if (process.env.SIM_DEBUG) console.warn(`[sim] a new company with ${setup.contractors.length} contractors in ${Math.round(performance.now() - began)} ms`);
  return { model, real };
}

/** Runs one sequence of actions on a new company; a broken invariant throws. Regression tests call this. */
export async function replay(setup: WorldSetup, commands: readonly SimCommand<object>[]): Promise<void> {
  try {
    await fc.asyncModelRun(() => createWorld(setup), commands);
  } finally {
    setClock(null);
  }
}

// ------------------------------------------------------------------ the company's setup

function clampedDate(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

/** Month ends, 29 February, the 1st, and any day of 2027 to 2032. */
const start = fc.oneof(
  fc.constantFrom("2028-02-29", "2028-02-28", "2027-12-31", "2028-01-31", "2029-03-01", "2030-06-30", "2031-11-01", "2032-02-29"),
  fc.record({ year: fc.integer({ min: 2027, max: 2032 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) }).map(({ year, month, day }) => clampedDate(year, month, day)),
);

const rateAmount = fc.oneof(
  fc.constantFrom("500.00", "85.50", "9000", "12000.00", "0.01", "333.33", "7777.77"),
  fc.tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 2 })).map(([units, scale]) => Decimal.fromUnits(BigInt(units), scale).toString()),
);

const contractorSetup: fc.Arbitrary<ContractorSetup> = fc.record({
  workingDays: fc.subarray<Weekday>([...WEEKDAYS], { minLength: 1 }),
  currency: fc.constantFrom<Currency>(...CURRENCIES),
  rates: fc
    .subarray<RateFrequency>([...RATE_FREQUENCIES], { minLength: 1 })
    .chain((frequencies) => fc.tuple(...frequencies.map((frequency) => rateAmount.map((amount) => ({ frequency, amount }))))),
  expensesEligible: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  bonusEligible: fc.boolean(),
  startMonthsBack: fc.integer({ min: 0, max: 3 }),
  startDay: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 31 })),
});

/** Two or three contractors, each paid in another currency. */
export const setupArbitrary: fc.Arbitrary<WorldSetup> = fc.record({
  start,
  contractors: fc.uniqueArray(contractorSetup, { minLength: 2, maxLength: 3, selector: (contractor) => contractor.currency }),
});

// ------------------------------------------------------------------ the property

export interface SimulationOptions {
  seed: number;
  numRuns: number;
  /** Actions per run at most. */
  maxCommands: number;
  /** Stop starting runs after this long; a failure found is still shrunk within `shrinkMs` more. */
  timeLimitMs: number;
  shrinkMs: number;
}

export interface SimulationResult {
  failed: boolean;
  report: string;
  summary: string;
}

/** The failing sequence as a test to paste under tests/integration (it imports the same helpers). */
export function regressionTest(setup: WorldSetup, commands: readonly SimCommand<object>[], seed: number, error: string): string {
  const names = [...new Set(commands.map((command) => command.name))].sort();
  const lines = [
    `import { afterAll, it, vi } from "vitest";`,
    `import { ${names.join(", ")} } from "@/tests/simulator/commands";`,
    `import { replay } from "@/tests/simulator/replay";`,
    `import { disposeSharedDatabase } from "@/tests/simulator/world";`,
    ``,
    `vi.hoisted(() => {`,
    `  process.env.FEATURE_INVOICING = "true";`,
    `  process.env.FEATURE_EXPENSES = "true";`,
    `});`,
    ``,
    `afterAll(disposeSharedDatabase);`,
    ``,
    `// Found by the month simulator (seed ${seed}): ${error.split("\n").slice(0, 3).join(" / ").replace(/\*\//g, "* /")}`,
    `it("month simulator regression", async () => {`,
    `  await replay(${JSON.stringify(setup)}, [`,
    ...commands.map((command) => `    ${command.toString()},`),
    `  ]);`,
    `}, 120_000);`,
  ];
  return lines.join("\n");
}

type Wrapper = { hasRan?: boolean; cmd?: SimCommand<object> };

export async function simulate(options: SimulationOptions): Promise<SimulationResult> {
  const began = Date.now();
  const property = fc
    .asyncProperty(setupArbitrary, fc.commands(commandArbitraries, { maxCommands: options.maxCommands, size: "max" }), async (setup, commands) => {
      await fc.asyncModelRun(() => createWorld(setup), commands);
    })
    .afterEach(() => setClock(null));
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.numRuns,
    interruptAfterTimeLimit: options.timeLimitMs + options.shrinkMs,
    skipAllAfterTimeLimit: options.timeLimitMs,
    markInterruptAsFailure: false,
    endOnFailure: false,
  });
  const line = `${summary()} (seed ${options.seed}, ${Math.round((Date.now() - began) / 1000)} s)`;
  if (!details.failed || !details.counterexample) return { failed: false, report: "", summary: line };
  const [setup, iterable] = details.counterexample;
  const wrappers = [...(iterable as Iterable<Wrapper>)];
  const ran = wrappers.filter((wrapper) => wrapper.hasRan).map((wrapper) => wrapper.cmd as SimCommand<object>);
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const report = [
    `The month simulator found a broken rule after ${details.numRuns} runs and ${details.numShrinks} shrinks (seed ${details.seed}, path ${details.counterexamplePath}):`,
    error,
    "",
    "The shrunk sequence, as a regression test:",
    "",
    regressionTest(setup, ran, details.seed, error),
  ].join("\n");
  return { failed: true, report, summary: line };
}

export { SimulationError };

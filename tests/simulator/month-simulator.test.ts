import { afterAll, expect, it, vi } from "vitest";
import { stopChangeFeed } from "@/server/events/change-feed";
import { simulate } from "./replay";
import { disposeSharedDatabase } from "./world";

vi.hoisted(() => {
  // Invoices are part of a month's settlement; expenses stay on (their switch is tested elsewhere).
  process.env.FEATURE_INVOICING = "true";
  process.env.FEATURE_EXPENSES = "true";
});

/**
 * The month simulator (docs: tests/simulator/commands.ts): fast-check tries sequences of a
 * company's actions over the real route handlers and database, checking every invariant after
 * every step. CI runs a fixed seed in about a minute; SIM_SEED, SIM_RUNS, SIM_STEPS and
 * SIM_SECONDS run it longer or elsewhere (TEST_DATABASE_URL for PostgreSQL).
 */
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

// The daily jobs and the copy log what they did; the summary line says what the run did.
vi.spyOn(console, "info").mockImplementation(() => undefined);

afterAll(async () => {
  await stopChangeFeed();
  await disposeSharedDatabase();
});

it("keeps every rule through simulated months", async () => {
  const seconds = number("SIM_SECONDS", 50);
  const result = await simulate({
    seed: number("SIM_SEED", 20261127),
    numRuns: number("SIM_RUNS", 12),
    maxCommands: number("SIM_STEPS", 80),
    timeLimitMs: seconds * 1000,
    shrinkMs: Math.max(60_000, seconds * 1000),
  });
  console.log(result.summary);
  if (result.failed) console.error(result.report);
  expect(result.failed, result.report).toBe(false);
});

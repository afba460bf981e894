/**
 * Benchmark: one keystroke in a counted text field holding 100,000 characters, against a plain
 * textarea in the same run (#47.1: 5.9 s a keystroke in the browser against 43 ms).
 *
 *   npx tsx bench/counted-field.bench.ts [characters] [keystrokes]
 *
 * defaults: 100,000 characters, 30 timed keystrokes per field after 5 warm-up ones. It renders in
 * jsdom with testing-library, as the unit tests do, a React textarea with no count, the Textarea
 * with a limit (its count under it), the comment form, and the comment form after a refused send
 * (where every keystroke judges the text with the API's schema again). A keystroke is the change
 * event of the text plus one character, React's render and commit included; it prints the median
 * per field and its ratio to the plain textarea. jsdom does no layout, so this measures the
 * script's share of a keystroke: what the count and the form add per keystroke. A measurement,
 * not a test: it asserts nothing about speed.
 */
// First: the DOM the rest renders into.
import { dom } from "./jsdom-globals";
import { performance } from "node:perf_hooks";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { createElement, useState, type ReactElement } from "react";
import { CommentForm } from "@/components/contractor/comments/comment-form";
import { Textarea } from "@/components/ui/textarea";
import { render } from "@/tests/support/render";

const CHARACTERS = Number(process.argv[2] ?? 100_000);
const KEYSTROKES = Number(process.argv[3] ?? 30);
const WARM_UP = 5;

function PlainTextarea() {
  const [value, setValue] = useState("");
  return createElement("textarea", { "aria-label": "Field", rows: 3, value, onChange: (event: { target: { value: string } }) => setValue(event.target.value) });
}

function CountedTextarea() {
  const [value, setValue] = useState("");
  return createElement(Textarea, { "aria-label": "Field", limit: 5000, value, onChange: (event) => setValue(event.target.value) });
}

interface Case {
  name: string;
  ui: () => ReactElement;
  label: string;
  /** After the text is in, before the keystrokes are timed (a refused send). */
  prepare?: () => Promise<void>;
}

const CASES: Case[] = [
  { name: "plain React textarea", ui: () => createElement(PlainTextarea), label: "Field" },
  { name: "Textarea with its count", ui: () => createElement(CountedTextarea), label: "Field" },
  { name: "comment form", ui: () => createElement(CommentForm, { onSend: async () => undefined, pending: false }), label: "Comment" },
  {
    name: "comment form after a refused send",
    ui: () => createElement(CommentForm, { onSend: async () => undefined, pending: false }),
    label: "Comment",
    prepare: async () => {
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Send" }));
      });
    },
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure({ ui, label, prepare }: Case): Promise<number> {
  render(ui());
  const field = screen.getByRole("textbox", { name: label }) as HTMLTextAreaElement;
  // Typed text (a change event), not a paste: a paste is cut at the limit since #47.1.
  let text = "word ".repeat(Math.ceil(CHARACTERS / 5)).slice(0, CHARACTERS);
  fireEvent.change(field, { target: { value: text } });
  await prepare?.();
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + KEYSTROKES; i++) {
    text += "x";
    const start = performance.now();
    fireEvent.change(field, { target: { value: text } });
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  if (field.value.length !== text.length) throw new Error(`the field holds ${field.value.length} characters, not ${text.length}`);
  cleanup();
  return median(times);
}

async function main() {
  const results: { name: string; ms: number }[] = [];
for (const entry of CASES) results.push({ name: entry.name, ms: await measure(entry) });
const baseline = results[0]!.ms;
console.log(`One keystroke in a field holding ${CHARACTERS.toLocaleString("en")} characters (median of ${KEYSTROKES}):`);
for (const { name, ms } of results) console.log(`  ${name.padEnd(36)} ${ms.toFixed(2).padStart(8)} ms   ×${(ms / baseline).toFixed(2)}`);
dom.window.close();
}

void main();

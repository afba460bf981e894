// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { ApiError } from "@/lib/api-client";
import de from "@/messages/de";
import en from "@/messages/en";

/**
 * The API's messages carry dates as yyyy-MM-dd and a rate's frequency as its value (DAILY); the
 * screens show both as the reader reads them (#47.6), in English and in German.
 */
afterEach(cleanup);

function refusalText(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={locale.startsWith("de") ? de : en} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
  return renderHook(() => useRefusalText(), { wrapper }).result;
}

const OUTSIDE = "The chosen DAILY rate applies from 2026-10-01 to 2026-12-31, not on 2026-09-30.";
const OPEN_END = "The chosen MONTHLY rate applies from 2026-10-01 to its open end, not on 2026-09-30.";
const PAYS = "The HOURLY rate pays 3 timesheet records from 2026-10-05 to 2026-10-07 and cannot be removed.";

describe("refusal texts with dates and rate frequencies", () => {
  it("English: dates in the reader's format, the frequency as a word", () => {
    const text = refusalText("en-GB").current;
    expect(text(OUTSIDE)).toBe("The chosen daily rate applies from 01 Oct 2026 to 31 Dec 2026, not on 30 Sep 2026.");
    expect(text(OPEN_END)).toBe("The chosen monthly rate applies from 01 Oct 2026 to its open end, not on 30 Sep 2026.");
    expect(text(PAYS)).toBe("The hourly rate pays 3 timesheet records from 05 Oct 2026 to 07 Oct 2026 and cannot be removed.");
  });

  it("German: the rate named by its noun, dates in the German format", async () => {
    // What the API answers beside those sentences: their keys and values (an ApiError carries them).
    const OUTSIDE = { key: "chosenFrequencyRateApplies", values: { frequency: "DAILY", from: "2026-10-01", to: "2026-12-31", date: "2026-09-30" } } as const;
    const OPEN_END = { key: "chosenFrequencyRateAppliesOpen", values: { frequency: "MONTHLY", from: "2026-10-01", date: "2026-09-30" } } as const;
    const what = { key: "recordsFromTo", values: { count: 3, from: "2026-10-05", to: "2026-10-07" } } as const;
    const PAYS = { key: "frequencyRatePaysWhat", values: { frequency: "HOURLY", what } } as const;
    const result = refusalText("de-DE");
    await waitFor(() => expect(result.current(OUTSIDE)).toBe("Der gewählte Tagessatz gilt vom 01. Okt. 2026 bis zum 31. Dez. 2026, nicht am 30. Sept. 2026."));
    expect(result.current(OPEN_END)).toBe("Der gewählte Monatssatz gilt ab dem 01. Okt. 2026 ohne Ende, nicht am 30. Sept. 2026.");
    expect(result.current(PAYS)).toMatch(/^Der Stundensatz bezahlt .* 05\. Okt\. 2026 .* 07\. Okt\. 2026 und kann nicht entfernt werden\.$/);
  });
});

describe("refusals by key (#48.3)", () => {
  const TAKEN = { key: "clientNamedNameAlready", values: { name: "Acme" } } as const;

  it("German: the key looked up in messages/de/errors.json, with its values", () => {
    const text = refusalText("de-DE").current;
    expect(text(TAKEN)).toBe("Ein Kunde namens „Acme“ existiert bereits. Wählen Sie einen anderen Namen.");
    // An API error carrying its refusal, as apiFetch makes it.
    expect(text(new ApiError(409, "CONFLICT", "A client named 'Acme' already exists. Choose another name.", [], false, TAKEN))).toBe(
      "Ein Kunde namens „Acme“ existiert bereits. Wählen Sie einen anderen Namen.",
    );
  });

  it("German: a sentence the browser got with its key is found again by the screens that pass only the sentence", () => {
    const error = new ApiError(409, "CONFLICT", "A client named 'Zeta' already exists. Choose another name.", [], false, { key: "clientNamedNameAlready", values: { name: "Zeta" } });
    expect(refusalText("de-DE").current(error.message)).toBe("Ein Kunde namens „Zeta“ existiert bereits. Wählen Sie einen anderen Namen.");
  });

  it("English: the specification's words; an unknown sentence (better-auth's own) as it came", () => {
    const text = refusalText("en-GB").current;
    expect(text(TAKEN)).toBe("A client named 'Acme' already exists. Choose another name.");
    expect(text("Invalid email or password")).toBe("Invalid email or password");
  });
});

import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { describeActivity } from "@/components/contractor/activity/describe-activity";
import { formatsFor } from "@/lib/format/formats";
import type { ActivityEntry } from "@/lib/schemas/timesheets";
import de from "@/messages/de";
import en from "@/messages/en";

const entry = (apiKey: { id: string; name: string } | null): ActivityEntry => ({
  id: "a1111111-1111-4111-8111-111111111111",
  action: "UPDATE",
  entityType: "timesheet",
  entityId: "b1111111-1111-4111-8111-111111111111",
  event: "submit",
  actor: { userId: "c1111111-1111-4111-8111-111111111111", label: "Amara Okafor", apiKey },
  before: null,
  after: null,
  createdAt: "2026-11-02T10:00:00.000000Z",
});

const words = (messages: typeof en, locale: string) => ({
  t: createTranslator({ locale, messages, namespace: "contractor.activity" }),
  enums: createTranslator({ locale, messages, namespace: "enums" }),
  format: formatsFor(locale),
});

describe("the timeline names the API key a change was made with", () => {
  it("after the person, in English and German; without a key, the person alone", () => {
    const key = { id: "d1111111-1111-4111-8111-111111111111", name: "My script" };
    expect(describeActivity(words(en, "en-GB"), [entry(key)])[0]!.actor).toBe("Amara Okafor (with the API key “My script”)");
    expect(describeActivity(words(de as typeof en, "de-DE"), [entry(key)])[0]!.actor).toBe("Amara Okafor (mit dem API-Schlüssel „My script“)");
    expect(describeActivity(words(en, "en-GB"), [entry(null)])[0]!.actor).toBe("Amara Okafor");
  });
});

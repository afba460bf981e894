import { describe, expect, it } from "vitest";
import { setBonusBody } from "@/lib/schemas/bonus";
import { CONTEST_REASON_MAX, contestComponentBody } from "@/lib/schemas/decisions";
import { createMessageBody } from "@/lib/schemas/messages";

/** The first message of a failed parse: what a form on useZodForm shows under the field. */
function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

// The forms copy no wording: the contest dialogs, the comment form and the bonus form show these route messages.
describe("the route messages the forms show", () => {
  const reason = contestComponentBody.pick({ reason: true });

  it("gives the value the route would parse (trimmed) when the field passes", () => {
    expect(reason.parse({ reason: "  Receipt missing  " })).toEqual({ reason: "Receipt missing" });
    expect(setBonusBody.safeParse({ amount: "1500.5", note: "", version: 1 }).success).toBe(true);
  });

  it("gives the route's own first message when it fails", () => {
    expect(firstMessage(reason.safeParse({ reason: "   " }))).toBe("Give a reason for contesting.");
    expect(firstMessage(reason.safeParse({ reason: "x".repeat(CONTEST_REASON_MAX + 1) }))).toBe(`A reason has at most ${CONTEST_REASON_MAX} characters.`);
    expect(firstMessage(createMessageBody.pick({ text: true }).safeParse({ text: "" }))).toBe("Write a message.");
    expect(firstMessage(setBonusBody.safeParse({ amount: "abc", note: "", version: 1 }))).toEqual(expect.any(String));
  });
});

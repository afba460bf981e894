import { describe, expect, it } from "vitest";
import { bonusAmount } from "@/lib/schemas/bonus";
import { judgeField } from "@/lib/schemas/common";
import { CONTEST_REASON_MAX, contestReason } from "@/lib/schemas/decisions";
import { createMessageBody } from "@/lib/schemas/messages";

describe("judgeField", () => {
  it("gives the value the route would parse (trimmed) when the field passes", () => {
    expect(judgeField(contestReason, "  Receipt missing  ")).toEqual({ ok: true, value: "Receipt missing" });
    expect(judgeField(bonusAmount, "1500.5")).toMatchObject({ ok: true });
  });

  it("gives the route's own first message when it fails, so forms copy no wording", () => {
    expect(judgeField(contestReason, "   ")).toEqual({ ok: false, message: "Give a reason for contesting." });
    expect(judgeField(contestReason, "x".repeat(CONTEST_REASON_MAX + 1))).toEqual({ ok: false, message: `A reason has at most ${CONTEST_REASON_MAX} characters.` });
    expect(judgeField(createMessageBody.shape.text, "")).toEqual({ ok: false, message: "Write a message." });
    expect(judgeField(bonusAmount, "abc")).toMatchObject({ ok: false, message: expect.any(String) });
  });
});

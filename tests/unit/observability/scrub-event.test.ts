import { describe, expect, it } from "vitest";
import { scrubEvent, scrubText } from "@/lib/observability/scrub-event";

describe("scrubEvent", () => {
  it("drops bodies, cookies, query strings, user and extra data, and secret headers", () => {
    const event = {
      message: "boom",
      request: {
        url: "https://settle.example/api/timesheet-review/tok_secret123/approve?x=1",
        method: "PUT",
        data: '{"password":"hunter2"}',
        cookies: { "better-auth.session_token": "abc" },
        query_string: "token=abc",
        headers: { cookie: "a=b", authorization: "Bearer s", "x-api-key": "k", "user-agent": "test" },
      },
      user: { email: "a@example.com" },
      extra: { body: "secret" },
      transaction: "GET /review/tok_secret123",
      breadcrumbs: [{ category: "fetch", message: "GET /invite/inv_secret?x=1", data: { url: "/review/tok_secret123", requestBody: "pw" } }],
    };
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    for (const secret of ["hunter2", "abc", "Bearer s", '"k"', "tok_secret123", "inv_secret", "a@example.com", "token=abc", "pw"]) {
      expect(text).not.toContain(secret);
    }
    expect(scrubbed.request).toEqual({ url: "https://settle.example/api/timesheet-review/[token]/approve?[query]", method: "PUT", headers: { "user-agent": "test" } });
    expect(scrubbed.message).toBe("boom");
  });

  it("leaves an event without request or breadcrumbs alone", () => {
    expect(scrubEvent({ message: "x" })).toEqual({ message: "x" });
    expect(scrubText("/contractor?month=2024-01#top")).toBe("/contractor?[query]");
  });
});

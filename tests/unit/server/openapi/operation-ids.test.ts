import { describe, expect, it } from "vitest";
import { deriveOperationId, OPERATION_ID_OVERRIDES, operationIdOf, plural, singular } from "@/server/openapi/operation-ids";

describe("deriveOperationId", () => {
  it.each([
    ["get", "/api/timesheets", "listTimesheets"],
    ["get", "/api/timesheets/{id}", "getTimesheet"],
    ["post", "/api/timesheets/{id}/submit", "submitTimesheet"],
    ["put", "/api/timesheets/{id}/approve-component", "approveTimesheetComponent"],
    ["put", "/api/timesheets/batch/close", "closeTimesheets"],
    ["get", "/api/timesheets/{id}/export-expenses", "exportTimesheetExpenses"],
    ["post", "/api/clients", "createClient"],
    ["put", "/api/clients/{id}", "updateClient"],
    ["delete", "/api/clients/{id}", "deleteClient"],
    ["delete", "/api/files", "deleteFiles"],
    ["post", "/api/timesheets/{id}/review-links", "createTimesheetReviewLink"],
    ["get", "/api/timesheets/{id}/review-links", "listTimesheetReviewLinks"],
    ["put", "/api/timesheets/{id}/bonus", "updateTimesheetBonus"],
    ["get", "/api/health", "getHealth"],
    ["post", "/api/cron/send-mail", "sendMail"],
    ["post", "/api/contractors/{id}/send-invitation", "sendContractorInvitation"],
    ["post", "/api/invitations/accept", "acceptInvitation"],
    ["get", "/api/activity-logs", "listActivityLogs"],
    ["get", "/api/timesheet-review/{token}/files/{fileId}", "getTimesheetReviewFile"],
    ["patch", "/api/invoicing-entities/{id}", "updateInvoicingEntity"],
  ] as const)("%s %s is %s", (method, path, expected) => {
    expect(deriveOperationId(method, path)).toBe(expected);
  });

  it("prefers the override table, and every override is a camelCase name", () => {
    expect(operationIdOf("get", "/api/user")).toBe("getCurrentUser");
    expect(operationIdOf("get", "/api/timesheets")).toBe("listTimesheets");
    for (const name of Object.values(OPERATION_ID_OVERRIDES)) expect(name).toMatch(/^[a-z][A-Za-z]+$/);
    expect(new Set(Object.values(OPERATION_ID_OVERRIDES)).size).toBe(Object.keys(OPERATION_ID_OVERRIDES).length);
  });
});

describe("singular and plural", () => {
  it.each([
    ["timesheets", "timesheet"],
    ["activities", "activity"],
    ["boxes", "box"],
    ["bonus", "bonus"],
    ["address", "address"],
    ["health", "health"],
  ])("singular(%s) is %s", (word, expected) => expect(singular(word)).toBe(expected));

  it.each([
    ["timesheet", "timesheets"],
    ["timesheets", "timesheets"],
    ["entity", "entities"],
    ["outbox", "outboxes"],
    ["bonus", "bonuses"],
    ["day", "days"],
  ])("plural(%s) is %s", (word, expected) => expect(plural(word)).toBe(expected));
});

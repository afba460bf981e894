import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiKey, PEOPLE, readSheet, sheetOf, signInAsAdmin, submitFeeAgain } from "./admin-support";
import { signIn } from "./support";

/**
 * Issue #12: hostile strings stored through the API (client, project and contractor names,
 * record descriptions, comments, a contest reason) are shown as text on the admin screens, the
 * contractor workspace and the reviewer page: no script runs, no dialog opens, no element or
 * javascript: link is made from them. Runs last (file order); it puts back what other specs read.
 */
const HOSTILE = `<img src=x onerror=window.__xss=1> "><script>window.__xss=1</script> javascript:window.__xss=1 <svg onload=alert(1)>`;
const tagged = (label: string) => `${label} ${HOSTILE}`;
const ORIGIN = { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` };

interface RecordRow {
  id: string;
  version: number;
  date: string;
  workSummary: string;
  counterPart: string;
  timeAmount: string;
  timeUnit: string;
  rate: { id: string };
}

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Watches a page for anything a payload could do: a dialog, a set flag, a console CSP refusal is fine. */
function watch(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[], shown: string[]) {
  // Shown on screen (a name may also sit in a closed picker's options, which are never visible).
  for (const text of shown) await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], script:text("__xss"), svg[onload]').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(dialogs).toEqual([]);
}

test("hostile strings render as inert text on the admin, contractor and reviewer screens", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const request = page.request;
  const key = apiKey();
  const suffix = Date.now().toString(36);
  const names = { client: tagged(`Client ${suffix}`), project: tagged(`Project ${suffix}`), contractor: tagged("Amara") };

  const client = await ok(await request.post("/api/clients", { headers: key, data: { name: names.client, address: tagged("Address") } }), "client");
  await ok(await request.post("/api/projects", { headers: key, data: { name: names.project, clientId: client.id, description: tagged("Description") } }), "project");

  // As Amara (cookie writes carry the deployment's origin): her name, a record's description, comments.
  const dialogs = watch(page);
  await signIn(page, PEOPLE.amara);
  await expect(page).toHaveURL(/\/contractor\?.*timesheetId=/);
  const amara = { ...ORIGIN };
  let putBack = async () => undefined as unknown;
  try {
    await ok(await request.put("/api/user", { headers: amara, data: { name: names.contractor } }), "contractor name");
    const current = await sheetOf(request, "amara", 0);
    const records = ((await readSheet(request, current.id)) as unknown as { timesheetRecords: RecordRow[] }).timesheetRecords;
    const record = records[0]!;
    const summary = tagged("Record");
    const putRecord = (workSummary: string, version: number) =>
      request.post("/api/timesheet-records", {
        headers: amara,
        data: { timesheetId: current.id, records: [{ id: record.id, version, date: record.date, rateId: record.rate.id, workSummary, counterPart: record.counterPart, timeAmount: record.timeAmount, timeUnit: record.timeUnit }] },
      });
    const saved = (await ok(await putRecord(summary, record.version), "record")) as { records: RecordRow[] };
    putBack = () => putRecord(record.workSummary, saved.records[0]!.version);
    const comment = tagged("Comment");
    await ok(await request.post("/api/messages", { headers: amara, data: { timesheetId: current.id, text: comment } }), "comment");

    // A contested month (the reason) and a submitted one behind a review link.
    const contested = await submitFeeAgain(request, (await sheetOf(request, "amara", -2)).id);
    const reason = tagged("Reason");
    await ok(await request.put(`/api/timesheets/${contested.id}/contest-component`, { headers: key, data: { component: "TIMESHEET", reason, version: contested.version } }), "contest");
    const reviewed = await submitFeeAgain(request, (await sheetOf(request, "amara", -3)).id);
    const reviewComment = tagged("Review comment");
    await ok(await request.post("/api/messages", { headers: amara, data: { timesheetId: reviewed.id, text: reviewComment } }), "review comment");
    const link = await ok(await request.post(`/api/timesheets/${reviewed.id}/review-links`, { headers: key, data: { expiresInDays: 7 } }), "review link");

    // The contractor workspace: the month with the record and comment, then the contested one.
    await page.goto(`/contractor?timesheetId=${current.id}`);
    await expectInert(page, dialogs, ["Record <img src=x"]);
    await page.goto(`/contractor?timesheetId=${contested.id}`);
    await expectInert(page, dialogs, ["Reason <img src=x"]);

    // The reviewer page, without a session.
    const anonymous = await browser.newContext();
    const reviewer = await anonymous.newPage();
    const reviewerDialogs = watch(reviewer);
    await reviewer.goto(link.url as string);
    await expectInert(reviewer, reviewerDialogs, ["Amara <img src=x"]);
    await anonymous.close();

    // The admin screens.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    for (const [path, shown] of [
      ["/admin", []],
      ["/admin/timesheets", ["Amara <img src=x"]],
      [`/admin/timesheets?timesheetId=${current.id}`, ["Record <img src=x"]],
      [`/admin/timesheets?timesheetId=${contested.id}`, ["Reason <img src=x"]],
      ["/admin/clients", [`Client ${suffix} <img src=x`]],
      ["/admin/projects", [`Project ${suffix} <img src=x`]],
      ["/admin/contractors", ["Amara <img src=x"]],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      await expectInert(page, dialogs, [...shown]);
    }
  } finally {
    // Put back what the other specs read: Amara's name and the record's description.
    await page.context().clearCookies();
    await signIn(page, PEOPLE.amara);
    await expect(page).toHaveURL(/\/contractor/);
    await ok(await request.put("/api/user", { headers: amara, data: { name: "Amara Okafor" } }), "restore name");
    await putBack();
  }
});

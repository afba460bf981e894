import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectAccessible, signIn } from "./support";

const LUKAS = { email: "lukas@settle.local", password: "settle-demo-lukas" };
const COMPONENT_FIELDS = { TIMESHEET: "feeStatus", EXPENSES: "expensesStatus", BONUS: "bonusStatus" } as const;
type Component = keyof typeof COMPONENT_FIELDS;
type Summary = { id: string; version: number; feeStatus: string; expensesStatus: string; bonusStatus: string };

/** Writes as the signed-in browser would send them (the app refuses cookie writes from elsewhere). */
function write(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  return page.request.fetch(path, { method, data, headers: { origin } });
}

async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByRole("button", { name: /^Comments(, \d+ unread)?$/ }).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test("what an administrator does appears in the contractor's workspace without a reload", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const contractorContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const lukas = await contractorContext.newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin/);
  await signIn(lukas, LUKAS);
  await expect(lukas).toHaveURL(/\/contractor/);

  // A month of Lukas's with a component waiting for review (the demo's last month, unless
  // another spec already decided it, in which case any other submitted one).
  const list = (await (await lukas.request.get("/api/timesheets?limit=200")).json()) as { data: Summary[] };
  const submitted = list.data
    .flatMap((sheet) => (Object.keys(COMPONENT_FIELDS) as Component[]).map((component) => ({ sheet, component })))
    .find(({ sheet, component }) => sheet[COMPONENT_FIELDS[component]] === "SUBMITTED");
  expect(submitted, "the demo has a submitted component of Lukas's to contest").toBeDefined();
  if (!submitted) return;
  const { sheet, component } = submitted;

  await lukas.goto(`/contractor?timesheetId=${sheet.id}&component=${component}`);
  await expect(lukas.getByTestId("live-status")).toHaveAttribute("data-live", "live");
  await expectAccessible(lukas);
  // A reload would drop this marker: it proves the page was updated in place.
  await lukas.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

  // The count is of unread threads: comment on a record that has no thread yet, so it opens one.
  const detail = (await (await lukas.request.get(`/api/timesheets/${sheet.id}`)).json()) as {
    data: { timesheetRecords: { id: string; messageThread: unknown }[] };
  };
  const record = detail.data.timesheetRecords.find((r) => r.messageThread === null);
  expect(record, "a record of the month without comments").toBeDefined();
  const before = await unreadCount(lukas);
  const comment = await write(admin, "POST", "/api/messages", { timesheetRecordId: record?.id, text: "Please split the 12th into two lines." });
  expect(comment.status()).toBe(201);
  await expect.poll(() => unreadCount(lukas), { timeout: 2_000 }).toBe(before + 1);

  const reason = "The hours on the 3rd do not match the client's log.";
  const contest = await write(admin, "PUT", `/api/timesheets/${sheet.id}/contest-component`, { component, reason });
  expect(contest.status()).toBe(200);
  await expect(lukas.getByRole("region", { name: /was contested$/ })).toContainText(reason, { timeout: 2_000 });
  expect(await lukas.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  await adminContext.close();
  await contractorContext.close();
});

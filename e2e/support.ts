import AxeBuilder from "@axe-core/playwright";
import { expect, type Download, type Locator, type Page } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@settle.local", password: "settle-admin-demo" },
  contractor: { email: "amara@settle.local", password: "settle-demo-amara" },
};

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * Opens the user menu. Its trigger opens on pointer-down once React has hydrated the page: a
 * click that lands earlier (a loaded machine, a page just signed into) is lost, so it is tried
 * again until the menu shows.
 */
export async function openUserMenu(page: Page) {
  const menu = page.getByRole("menu");
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByTestId("user-menu").click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Chooses the interface language in the user menu, as a person does ("language-de", or
 * "language-browser" to follow the browser again), and closes the menu.
 */
export async function chooseLanguage(page: Page, testId: "language-de" | "language-browser") {
  await openUserMenu(page);
  await page.getByTestId(testId).click();
  await page.keyboard.press("Escape");
}

/** A PDF the server's sniffing accepts (it reads the first bytes), padded to `size` bytes with a comment. */
export function paddedPdf(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, "x"), tail]);
}

/**
 * No serious or critical accessibility violations on the page as it stands. A frame sandboxed
 * without scripts (a mail's HTML in the outbox preview) is left out: axe cannot run inside it and
 * would wait for it for ever, and its content is the mail's, not a screen of the app.
 */
export async function expectAccessible(page: Page) {
  // A toast closes by itself after two seconds: one that began to fade out while axe was measuring
  // read as text of contrast 1.05 that no one sees. Radix holds toasts while the window has lost
  // focus, so axe looks at them held still, and they go on afterwards.
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  try {
    await analyseStillPage(page);
  } finally {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  }
}

async function analyseStillPage(page: Page) {
  // Colours are judged as they stand once the page is still: a toast fading in or out (or a
  // dialog opening) is measured at part opacity and reads as a contrast failure that no one sees
  // for longer than the fade. Endless animations (spinners, skeletons) never settle and are left.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  // A refresh of the page (a live update, router.refresh after a write) re-renders its streamed
  // metadata, and for a moment the document has no <title>: axe caught that moment twice in CI
  // (stop 54, stop 55). A page that never gets its title still fails here, by this wait's timeout.
  await page.waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 10_000 });
  // Legacy mode runs axe in the page itself (our frames are all same-origin), and only violations
  // come back with their nodes: the same rules, at about a third of the default's cost (the
  // default finishes the run in a second blank page and ships every passing node back), which
  // across a hundred checks was minutes of the suite.
  const results = await new AxeBuilder({ page })
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])')
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * The file name a Content-Disposition header gives, read here on its own (RFC 6266: filename*
 * first, else filename) so a spec checks the app's reading of it rather than repeating it.
 */
export function fileNameInHeader(disposition: string | undefined): string {
  expect(disposition, "the answer names its file").toBeTruthy();
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition!)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = /filename\s*=\s*"([^"]+)"/i.exec(disposition!)?.[1];
  expect(plain, `a file name in "${disposition}"`).toBeTruthy();
  return plain!;
}

/**
 * Clicks a button that downloads through the app (a fetch, then a saved blob) and checks that the
 * browser saved the file under the name the server's Content-Disposition gave.
 */
export async function downloadNamedByServer(page: Page, button: Locator, answerPath: RegExp): Promise<Download> {
  const answering = page.waitForResponse((response) => answerPath.test(new URL(response.url()).pathname));
  const downloading = page.waitForEvent("download");
  await button.click();
  const answer = await answering;
  expect(answer.status()).toBe(200);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileNameInHeader(answer.headers()["content-disposition"]));
  return download;
}

/**
 * The one-time link (an invitation or a review) of the newest mail with this subject to this
 * person, as an administrator reads it in Settings → Mail outbox: in local mode (no mail server)
 * the mail's preview shows the link, which the stored mail keeps sealed.
 */
export async function linkInMail(admin: Page, mail: { subject: string; to: string }, kind: "invite" | "review"): Promise<string> {
  await admin.goto("/admin/settings");
  const outbox = admin.getByRole("table", { name: "Mail outbox" });
  await outbox.getByRole("button", { name: `View the mail "${mail.subject}" to ${mail.to}` }).first().click();
  const dialog = admin.getByRole("dialog", { name: mail.subject });
  await expect(dialog).toContainText("its one-time link is shown here");
  const text = await dialog.getByTestId("mail-text").textContent();
  const link = new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9_-]+`).exec(text ?? "")?.[0];
  expect(link, `a /${kind}/ link in the mail "${mail.subject}"`).toBeTruthy();
  expect(link, "the link itself, not the stored mail's marker").not.toMatch(/\/hidden-/);
  await expectAccessible(admin);
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return link!;
}

/**
 * Opens the command palette with Ctrl+K and gives its search box, focused. The names are the
 * page's language: English unless a German spec names its own.
 */
export async function openPalette(page: Page, names = { dialog: "Command palette", input: "Search pages and commands" }) {
  const palette = page.getByRole("dialog", { name: names.dialog });
  // The shortcut is heard once the page has hydrated: a press that lands earlier is tried again.
  await expect(async () => {
    if (!(await palette.isVisible())) await page.keyboard.press("Control+K");
    await expect(palette).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const input = palette.getByRole("combobox", { name: names.input });
  await expect(input).toBeFocused();
  return { palette, input };
}

/**
 * Types `query` into the command palette, checks the page with axe, moves down with the arrow keys
 * to the option named `option` and opens it with Enter: no mouse.
 */
export async function openFromPalette(page: Page, query: string, option: RegExp, names?: { dialog: string; input: string }) {
  const { palette, input } = await openPalette(page, names);
  await input.pressSequentially(query);
  const wanted = palette.getByRole("option", { name: option });
  await expect(wanted).toBeVisible();
  await expectAccessible(page);
  while ((await wanted.getAttribute("aria-selected")) !== "true") await input.press("ArrowDown");
  await input.press("Enter");
  await expect(palette).toBeHidden();
}

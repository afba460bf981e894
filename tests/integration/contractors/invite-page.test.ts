import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { sentText } from "@/tests/support/sent-mail";
import { describe, expect, it, vi } from "vitest";
import { INVITATION_MESSAGES } from "@/lib/schemas/invitations";
import type { Actor } from "@/server/auth/actor";
import * as t from "@/server/db/schema";
import { issueInvitation } from "@/server/services/invitations/issue-invitation";
import { createUser } from "@/server/services/users/create-user";
import { WithCatalogue } from "@/tests/support/server-translations";
import { createTestDatabase } from "../../support/database";
import { fileFixture } from "../../support/file-fixture";
import { englishText } from "@/lib/errors";

// The form is a client component; outside Next's app router it needs a stand-in router.
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: () => undefined, push: () => undefined }) }));
vi.mock("next-intl/server", () => import("@/tests/support/server-translations"));

const database = fileFixture(createTestDatabase);
const service: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };

async function render(token: string): Promise<string> {
  const { default: InvitePage } = await import("@/app/invite/[token]/page");
  return renderToStaticMarkup(createElement(WithCatalogue, null, await InvitePage({ params: Promise.resolve({ token }) })));
}

describe("the invitation page /invite/[token]", () => {
  it("shows a labelled set-password form for a valid link", async () => {
    const created = await createUser(database.db, {
      email: "page@example.com",
      name: "Paige Page",
      role: "SUBCONTRACTOR",
      password: "placeholder-password",
      contractorStatus: "INVITED",
    });
    await database.db.transaction((tx) => issueInvitation(tx, service, { id: created.contractorId!, name: created.name, email: created.email }));
    const [mail] = await database.db.select().from(t.mailOutbox);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(sentText(mail!))![1]!;
    const html = await render(token);
    expect(html).toContain("Hello Paige Page, choose a password");
    expect(html).toMatch(/<label[^>]*for="new-password"[^>]*>New password<\/label>/);
    expect(html).toMatch(/<label[^>]*for="confirm-password"[^>]*>Repeat the password<\/label>/);
    expect(html).toContain('value="page@example.com"');
  });

  it("says plainly when a link cannot be used", async () => {
    const html = await render("unknown-token");
    expect(html).toContain(englishText(INVITATION_MESSAGES.unknown));
    expect(html).toContain('href="/sign-in"');
    expect(html).not.toContain("new-password");
  });
});

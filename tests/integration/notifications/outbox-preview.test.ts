import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getMail } from "@/app/api/mail-outbox/[id]/route";
import { GET as previewMail } from "@/app/api/mail-outbox/[id]/preview/route";
import type { Actor } from "@/server/auth/actor";
import * as t from "@/server/db/schema";
import { previewOutboxMail } from "@/server/services/mail-outbox/preview-outbox-mail";
import { issueInvitation } from "@/server/services/invitations/issue-invitation";
import { call, createAdminDatabase, type AdminDatabase } from "../../support/factories/admin";
import { demoEmail, signInAs } from "../../support/seeded";

let s: AdminDatabase;
let admin: string;
let contractor: string;
let mailId: string;

const service: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "Service", email: null, contractorId: null };
const INVITE = /http:\/\/localhost:3000\/invite\/([A-Za-z0-9_-]{43})/;

beforeAll(async () => {
  s = await createAdminDatabase();
  admin = await signInAs("admin");
  contractor = await signInAs("amara");
  await s.db.delete(t.mailOutbox);
  const contractorId = await s.contractorId("sofia");
  await s.db.transaction((tx) => issueInvitation(tx, service, { id: contractorId, name: "Sofia", email: demoEmail("sofia") }));
  const [row] = await s.db.select().from(t.mailOutbox);
  mailId = row!.id;
});

afterAll(async () => {
  await s.database.dispose();
});

type Preview = { data: { text: string; html: string | null; linksRevealed: boolean; status: string } };

describe("GET /api/mail-outbox/{id}/preview", () => {
  it("in local mode (no SMTP configured here) puts the invitation link back for an admin, in both bodies", async () => {
    const { status, body } = await call<Preview>(previewMail, `/api/mail-outbox/${mailId}/preview`, { id: mailId, cookie: admin });
    expect(status).toBe(200);
    expect(body.data.linksRevealed).toBe(true);
    const token = INVITE.exec(body.data.text)![1]!;
    expect(body.data.html).toContain(`href="http://localhost:3000/invite/${token}"`);
    // GET /api/mail-outbox/{id} never returns it.
    const plain = await call<Preview>(getMail, `/api/mail-outbox/${mailId}`, { id: mailId, cookie: admin });
    expect(plain.status).toBe(200);
    expect(JSON.stringify(plain.body)).not.toContain(token);
    expect(plain.body.data.text).toMatch(/\/invite\/hidden-[0-9a-f]{24}/);
  });

  it("is for administrators only, and 404 for an unknown mail", async () => {
    expect((await call(previewMail, `/api/mail-outbox/${mailId}/preview`, { id: mailId, cookie: contractor })).status).toBe(403);
    expect((await call(previewMail, `/api/mail-outbox/${mailId}/preview`, { id: mailId })).status).toBe(401);
    const unknown = "5f0c2d1e-8a7b-4c6d-9e1f-2a3b4c5d6e7f";
    expect((await call(previewMail, `/api/mail-outbox/${unknown}/preview`, { id: unknown, cookie: admin })).status).toBe(404);
  });

  it("keeps the secret hidden when a mail server is configured, and once the mail is sent", async () => {
    const delivered = await previewOutboxMail(s.db, mailId, { localMode: false });
    expect(delivered.linksRevealed).toBe(false);
    expect(delivered.text).not.toMatch(INVITE);
    await s.db.update(t.mailOutbox).set({ status: "SENT" }).where(eq(t.mailOutbox.id, mailId));
    const sent = await previewOutboxMail(s.db, mailId, { localMode: true });
    expect(sent.linksRevealed).toBe(false);
    expect(sent.text).not.toMatch(INVITE);
  });
});

import { describe, expect, it } from "vitest";
import de from "@/messages/de";
import en from "@/messages/en";
import { clientMessages } from "@/server/i18n/client-messages";

describe("the catalogue the browser gets", () => {
  it("never holds the server's own texts (e-mails, invoices, workbooks, handbook)", () => {
    const sent = Object.keys(clientMessages(en));
    for (const namespace of ["mail", "invoice", "workbook", "handbook"]) expect(sent).not.toContain(namespace);
    expect(sent).toContain("shell");
  });

  it("holds every screen's namespace (a contractor's billing details use the admin country picker)", () => {
    expect(Object.keys(clientMessages(de))).toEqual(expect.arrayContaining(["admin", "contractor", "shell"]));
  });

  it("is one language: what it holds is that language's text", () => {
    expect(clientMessages(de).shell?.userMenu.signOut).toBe("Abmelden");
  });
});

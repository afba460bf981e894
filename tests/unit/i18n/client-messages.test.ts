import { describe, expect, it } from "vitest";
import de from "@/messages/de";
import en from "@/messages/en";
import { clientMessages } from "@/server/i18n/client-messages";

describe("the catalogue the browser gets", () => {
  it("never holds the server's own texts (e-mails, invoices, workbooks, handbook)", () => {
    for (const role of ["ADMIN", "SUBCONTRACTOR", null] as const) {
      const sent = Object.keys(clientMessages(en, role));
      for (const namespace of ["mail", "invoice", "export", "handbook"]) expect(sent).not.toContain(namespace);
      expect(sent).toContain("shell");
    }
  });

  it("holds every screen's namespace whatever the role (a contractor's billing details use the admin country picker)", () => {
    for (const role of ["ADMIN", "SUBCONTRACTOR", null] as const) expect(Object.keys(clientMessages(de, role))).toEqual(expect.arrayContaining(["admin", "contractor", "shell"]));
  });

  it("is one language: what it holds is that language's text", () => {
    expect(clientMessages(de, "SUBCONTRACTOR").shell?.userMenu.signOut).toBe("Abmelden");
  });
});

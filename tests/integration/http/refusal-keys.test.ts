import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/clients/route";
import { refusalRenderer, type ErrorBody } from "@/lib/errors";
import de from "@/messages/de/errors.json";
import { call, seededDatabase } from "../clients/admin-api";
import { fileFixture } from "../../support/file-fixture";

/** A refusal answers its key and values beside the English message, so a client can say it in any language (#48.3). */
const seeded = fileFixture(seededDatabase);

const create = (body: unknown) => call<ErrorBody>(POST, "/api/clients", { method: "POST", body, ...seeded.callers.admin });

describe("refusals carry their key", () => {
  it("a refusal answers key, values and the specification's English", async () => {
    const result = await create({ name: "NORTHWIND energy" });
    expect(result.status).toBe(409);
    expect(result.body.error).toEqual({
      code: "CONFLICT",
      key: "clientNamedNameAlready",
      values: { name: "NORTHWIND energy" },
      message: "A client named 'NORTHWIND energy' already exists. Choose another name.",
    });
    // What a German screen makes of the answer: the key looked up, the value put in.
    expect(refusalRenderer("de", de.api)(result.body.error)).toBe("Ein Kunde namens „NORTHWIND energy“ existiert bereits. Wählen Sie einen anderen Namen.");
  });

  it("every issue of a refused body names its key", async () => {
    const result = await create({});
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: "BAD_REQUEST", key: "requestNotValid", message: "The request is not valid." });
    const issues = result.body.error.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    for (const item of issues) expect(item.key, item.path).toEqual(expect.any(String));
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as uploadRoute } from "@/app/api/files/route";
import { DELETE as deleteRecordsRoute } from "@/app/api/timesheet-records/route";
import { POST as prepareRoute } from "@/app/api/timesheets/[id]/prepare-component/route";
import type { FileView } from "@/lib/schemas/files";
import { configurations } from "@/server/db/schema";
import { INVOICE_REQUIRED_KEY, invoiceMissingReason, invoiceOutdatedReason } from "@/server/invoices/invoice-requirement";
import { call, type ErrorJson } from "../../support/http";
import { withApiFixture, SAMPLE_FILES, uploadRequest } from "../../support/factories/files";
import { pastDueTimesheet } from "../../support/factories/past-timesheet";
import { englishText } from "@/lib/errors";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
});

const f = withApiFixture();

describe("a contractor's own invoice, uploaded instead of generated", () => {
  it("satisfies prepare like a generated one (invoices.requiredToPrepare), and goes outdated the same way", async () => {
    const lukasNov = await f.timesheet("lukas", 0);
    const { timesheet, records } = await pastDueTimesheet(f.db, lukasNov, "2013-05-15", ["2013-05-14", "2013-05-15"]);
    await f.db.insert(configurations).values({ key: INVOICE_REQUIRED_KEY, value: true });
    const prepare = () =>
      call<ErrorJson>(prepareRoute, `/api/timesheets/${timesheet.id}/prepare-component`, {
        cookie: f.cookies.lukas,
        id: timesheet.id,
        body: { component: "TIMESHEET" },
      });
    const uploadOwn = async (name: string) => {
      const response = await uploadRoute(
        uploadRequest({
          cookie: f.cookies.lukas,
          fields: { timesheetId: timesheet.id, fileType: "FEE_INVOICE" },
          file: { name, bytes: SAMPLE_FILES.pdf, type: "application/pdf" },
        }),
        undefined,
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: FileView }).data;
    };
    try {
      expect((await prepare()).body.error.message).toBe(englishText(invoiceMissingReason("TIMESHEET")));

      const own = await uploadOwn("my-invoice-0513.pdf");
      expect(own).toMatchObject({ fileType: "FEE_INVOICE", contentType: "application/pdf", outdated: false });

      const removed = await call(deleteRecordsRoute, "/api/timesheet-records", {
        method: "DELETE",
        cookie: f.cookies.lukas,
        body: { timesheetId: timesheet.id, ids: [records[0]!.id] },
      });
      expect(removed.status).toBe(200);
      const outdated = await prepare();
      expect(outdated.status).toBe(409);
      expect(outdated.body.error.message).toBe(englishText(invoiceOutdatedReason("TIMESHEET")));

      await uploadOwn("my-invoice-0513-corrected.pdf");
      expect((await prepare()).status).toBe(200);
    } finally {
      await f.db.delete(configurations).where(eq(configurations.key, INVOICE_REQUIRED_KEY));
    }
  });
});

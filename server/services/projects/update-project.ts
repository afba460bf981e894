import "server-only";
import { eq, sql } from "drizzle-orm";
import type { ProjectDetail, UpdateProjectBody } from "@/lib/schemas/projects";
import { notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { projects } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/sql/unique-violation";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { getProject } from "./get-project";
import {
  assertClientExists,
  assertDatesHoldEngagements,
  assertInvoicingEntityExists,
  assertProjectNameFree,
  invalidField,
  projectNameTaken,
} from "./project-references";

export async function updateProject(db: Database, id: string, body: UpdateProjectBody): Promise<ProjectDetail> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
      if (!current) throw notFound("project");
      expectVersion(current.version, body.version);
      const next = {
        name: body.name ?? current.name,
        clientId: body.clientId ?? current.clientId,
        invoicingEntityId: body.invoicingEntityId === undefined ? current.invoicingEntityId : body.invoicingEntityId,
        description: body.description === undefined ? current.description : body.description,
        buyerReference: body.buyerReference === undefined ? current.buyerReference : body.buyerReference,
        startDate: body.startDate === undefined ? current.startDate : body.startDate,
        endDate: body.endDate === undefined ? current.endDate : body.endDate,
      };
      // The body's own check sees only the dates it carries; this one sees the result.
      if (next.startDate && next.endDate && next.endDate < next.startDate) {
        throw invalidField("endDate", { key: "endDateCannotBefore" });
      }
      if (next.clientId !== current.clientId) await assertClientExists(tx, next.clientId);
      if (next.invoicingEntityId !== current.invoicingEntityId) await assertInvoicingEntityExists(tx, next.invoicingEntityId);
      if (next.name !== current.name || next.clientId !== current.clientId) await assertProjectNameFree(tx, next.clientId, next.name, id);
      if (next.startDate !== current.startDate || next.endDate !== current.endDate) await assertDatesHoldEngagements(tx, id, next);
      await tx
        .update(projects)
        .set({ ...next, version: sql`${projects.version} + 1` })
        .where(eq(projects.id, id));
      return getProject(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw projectNameTaken(body.name ?? "");
    throw error;
  }
}

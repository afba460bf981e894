import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listClients } from "@/server/services/clients/list-clients";
import { hasContractorToAdd, listContractorsPage } from "@/server/services/contractors/list-contractors";
import { getProjectDetail } from "@/server/services/projects/get-project-detail";
import { getProject } from "@/server/services/projects/get-project";
import { listProjects } from "@/server/services/projects/list-projects";
import { clients, invoicingEntities, projects, user } from "@/server/db/schema";
import { createSeededDatabase } from "./seeded-database";
import { fileFixture } from "../../support/file-fixture";

const seeded = fileFixture(createSeededDatabase);

describe("projects", () => {
  it("lists each project with contractors, reviewers and open timesheets", async () => {
    const { data: projects } = await listProjects(seeded.db, { includeArchived: false, limit: 50 });
    expect(projects.map((p) => [p.name, p.client.name, p.contractorsCount, p.reviewerNames, p.openTimesheetsCount])).toEqual([
      // Open = not APPROVED or CLOSED: October (submitted), November (in progress), December (initialized).
      ["Data Platform Migration", "Northwind Energy", 1, ["Jonas Brandt"], 3],
      ["Fleet Analytics", "Helios Logistics", 1, ["Omar Rahman"], 3],
      // Sofia's ended engagement is all closed, so only Amara's three count.
      ["Grid Modernisation", "Northwind Energy", 2, ["Marta Keller"], 3],
    ]);
  });

  it("shows a project's engagements with their dated rates", async () => {
    const grid = await seeded.projectId("Grid Modernisation");
    const detail = await getProjectDetail(seeded.db, { projectId: grid });
    expect(detail).toMatchObject({ name: "Grid Modernisation", clientName: "Northwind Energy", invoicingEntityName: "Settle Consulting GmbH" });
    expect(detail?.reviewers.map((r) => r.email)).toEqual(["marta.keller@northwind.example"]);
    const { engagements } = await getProject(seeded.db, grid);
    expect(
      engagements.map((e) => ({
        name: e.contractor.name,
        from: e.startDate,
        to: e.endDate,
        periods: e.engagements.map((p) => [p.startDate, p.endDate, p.rates.map((r) => `${r.frequency} ${r.amount} ${r.currency}`)]),
      })),
    ).toEqual([
      {
        name: "Amara Okafor",
        from: "2025-11-01",
        to: null,
        periods: [
          ["2025-11-01", "2026-05-31", ["DAILY 800.00 EUR"]],
          ["2026-06-01", null, ["DAILY 850.00 EUR"]],
        ],
      },
      { name: "Sofia Haddad", from: "2025-11-01", to: "2026-06-30", periods: [["2025-11-01", "2026-06-30", ["HOURLY 95.00 EUR"]]] },
    ]);
    expect(await getProjectDetail(seeded.db, { projectId: "00000000-0000-4000-8000-000000000000" })).toBeNull();
  });
});

describe("contractors and clients", () => {
  it("lists contractors with status, working days and projects", async () => {
    const { data: contractors } = await listContractorsPage(seeded.db, { limit: 200 });
    expect(contractors.map((c) => [c.name, c.email, c.status, c.workingDays.length, c.projects.map((p) => p.name)])).toEqual([
      ["Amara Okafor", "amara@settle.local", "REGISTERED", 5, ["Grid Modernisation"]],
      ["Lukas Meier", "lukas@settle.local", "REGISTERED", 4, ["Data Platform Migration"]],
      ["Sofia Haddad", "sofia@settle.local", "REGISTERED", 5, ["Fleet Analytics", "Grid Modernisation"]],
    ]);
  });

  it("says whether an active contractor can still be added to a project, reading one row at most", async () => {
    // Sofia is on Grid Modernisation with Amara; Lukas is not.
    expect(await hasContractorToAdd(seeded.db, await seeded.projectId("Grid Modernisation"))).toBe(true);
    // Fleet Analytics has Sofia only: Amara and Lukas can join.
    expect(await hasContractorToAdd(seeded.db, await seeded.projectId("Fleet Analytics"))).toBe(true);
    // With Lukas deactivated, everyone active is on Grid Modernisation already.
    const lukas = eq(user.email, "lukas@settle.local");
    await seeded.db.update(user).set({ active: false }).where(lukas);
    try {
      expect(await hasContractorToAdd(seeded.db, await seeded.projectId("Grid Modernisation"))).toBe(false);
    } finally {
      await seeded.db.update(user).set({ active: true }).where(lukas);
    }
  });

  it("lists clients with their country and project count", async () => {
    const clients = await listClients(seeded.db);
    expect(clients.map((c) => [c.name, c.countryCode, c.projectsCount])).toEqual([
      ["Helios Logistics", "AE", 1],
      ["Northwind Energy", "CH", 2],
    ]);
  });
});

// Last: it changes the seeded project and client.
describe("a project invoiced through its client", () => {
  it("names the client's invoicing entity when the project has none of its own", async () => {
    const id = await seeded.projectId("Data Platform Migration");
    const [project] = await seeded.db.select().from(projects).where(eq(projects.id, id));
    const [entity] = await seeded.db.select().from(invoicingEntities).limit(1);
    await seeded.db.update(projects).set({ invoicingEntityId: null }).where(eq(projects.id, id));
    await seeded.db.update(clients).set({ invoicingEntityId: entity!.id }).where(eq(clients.id, project!.clientId));
    expect(await getProjectDetail(seeded.db, { projectId: id })).toMatchObject({ invoicingEntityName: null, clientInvoicingEntityName: entity!.name });
  });
});

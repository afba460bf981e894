import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { listContractorProjects } from "@/server/services/contractors/list-contractor-projects";

export default async function ContractorLayout({ children }: { children: ReactNode }) {
  const actor = await requirePageActor(["SUBCONTRACTOR"]);
  const today = businessToday();
  const projects = actor.contractorId ? await listContractorProjects(await getDb(), actor.contractorId, { visibleOn: today }) : [];
  return (
    <AppShell user={{ name: actor.name, email: actor.email ?? "", role: actor.role }} projects={projects} today={today}>
      {children}
    </AppShell>
  );
}

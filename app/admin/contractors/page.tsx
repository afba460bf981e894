import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContractorsTable } from "@/components/admin/contractors/contractors-table";
import { PageHeader } from "@/components/ui/page-header";
import { env } from "@/env";
import { listContractorsQuery } from "@/lib/schemas/contractors";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { countContractors, listContractorsPage } from "@/server/services/contractors/list-contractors";
import { hasAnyProject } from "@/server/services/projects/list-project-overview";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.contractors");
  return { title: t("title") };
}

/** The first page of 50; more load in the browser. */
const PAGE_SIZE = 50;

export default async function AdminContractorsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageActor(["ADMIN"]);
  const { q: raw } = await searchParams;
  // A search the API would refuse (too long) is dropped here, as a bad filter is on other screens.
  const parsed = listContractorsQuery.safeParse({ q: Array.isArray(raw) ? raw[0] : raw, limit: PAGE_SIZE });
  const q = parsed.success ? (parsed.data.q ?? "") : "";
  const db = await getDb();
  const [counts, firstPage, hasProjects, t] = await Promise.all([
    countContractors(db),
    listContractorsPage(db, { limit: PAGE_SIZE, q: q === "" ? undefined : q }),
    hasAnyProject(db),
    getTranslations("admin.contractors"),
  ]);
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader
        title={t("title")}
        description={t("description", { total: counts.total, invited: counts.invited })}
      />
      <ContractorsTable firstPage={firstPage} q={q} total={counts.total} timeZone={env.BUSINESS_TIME_ZONE} hasProjects={hasProjects} />
    </div>
  );
}

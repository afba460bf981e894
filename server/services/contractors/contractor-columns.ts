import "server-only";
import { sql } from "drizzle-orm";
import { CONTRACTOR_STATUSES, PARTY_TYPES } from "@/lib/domain/reference";
import { VAT_CATEGORIES } from "@/lib/domain/vat-category";
import type { ContractorListItem } from "@/lib/schemas/contractors";
import { contractors, user } from "@/server/db/schema";
import { nullableIsoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored, storedWorkingDays } from "@/server/db/sql/stored-values";

/**
 * A contractor row of lists and details (from contractors joined with users). Subqueries name
 * their tables by hand, so they never depend on how drizzle qualifies columns. Last activity is
 * the latest of their sessions (sign-in, refresh) and their activity-log entries.
 */
export const contractorColumns = {
  id: contractors.id,
  userId: user.id,
  name: user.name,
  email: user.email,
  status: contractors.status,
  workingDays: contractors.workingDays,
  active: user.active,
  countryCode: contractors.countryCode,
  partyType: contractors.partyType,
  vatCategoryOverride: contractors.vatCategoryOverride,
  projects: sql<{ id: string; name: string }[]>`(
    select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name, p.id), '[]'::json)
    from project_engagements pe inner join projects p on p.id = pe.project_id
    where pe.contractor_id = "contractors"."id"
  )`,
  lastActivityAt: nullableIsoTimestampSql(sql`(
    select max(moment) from (
      select max(s.updated_at) as moment from sessions s where s.user_id = "contractors"."user_id"
      union all
      select max(a.created_at) from activity_logs a where a.actor_user_id = "contractors"."user_id"
    ) latest
  )`),
  version: contractors.version,
};

type ContractorRow = {
  id: string;
  userId: string;
  name: string;
  email: string;
  status: string;
  workingDays: string[];
  active: boolean;
  countryCode: string | null;
  partyType: string | null;
  vatCategoryOverride: string | null;
  projects: { id: string; name: string }[];
  lastActivityAt: string | null;
  version: number;
};

export function presentContractor(row: ContractorRow): ContractorListItem {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    status: stored(CONTRACTOR_STATUSES, row.status, "contractor status"),
    workingDays: storedWorkingDays(row.workingDays),
    active: row.active,
    countryCode: row.countryCode,
    partyType: row.partyType === null ? null : stored(PARTY_TYPES, row.partyType, "party type"),
    vatCategoryOverride: row.vatCategoryOverride === null ? null : stored(VAT_CATEGORIES, row.vatCategoryOverride, "VAT category"),
    projects: row.projects,
    lastActivityAt: row.lastActivityAt,
    version: row.version,
  };
}

/**
 * Fills a migrated database with a company of the given size in a handful of set-based SQL
 * statements (generate_series and INSERT ... SELECT; nothing row by row): clients, projects,
 * contractors on all three rate types, 24 months of timesheets in every status, records,
 * expenses with receipt files, comment threads and one audit row per timesheet.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/connection";

export interface Scale {
  name: string;
  contractors: number;
  projects: number;
  clients: number;
  months: number;
  /** Records per timesheet that has any (one per working day, up to this many). */
  recordsPerTimesheet: number;
}

export const SCALES: Record<string, Scale> = {
  tiny: { name: "tiny", contractors: 20, projects: 5, clients: 3, months: 24, recordsPerTimesheet: 10 },
  S: { name: "S", contractors: 420, projects: 60, clients: 20, months: 24, recordsPerTimesheet: 15 },
  L: { name: "L", contractors: 4200, projects: 600, clients: 150, months: 24, recordsPerTimesheet: 15 },
};

const FIRST_NAMES = ["Amara", "Lukas", "Sofia", "Omar", "Ines", "Kenji", "Maya", "Tomas", "Lea", "Noah", "Zara", "Ivan"];
const LAST_NAMES = ["Okafor", "Meier", "Haddad", "Rahman", "Silva", "Tanaka", "Novak", "Berg", "Costa", "Dubois", "Keller", "Moreau"];

const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);

/** `current` is the business month (yyyy-MM-15); the history runs months - 2 back and one ahead. */
export async function generateCompany(db: Database, scale: Scale, current: string): Promise<void> {
  const { contractors, projects, clients, months, recordsPerTimesheet } = scale;
  const steps = [
    sql`insert into clients (name) select 'Client ' || lpad(g::text, 4, '0') from generate_series(1, ${clients}) g`,
    sql`insert into projects (client_id, name)
        select c.id, (${list(["Grid", "Fleet", "Data", "Cloud", "Rail", "Port"])})[1 + g % 6] || ' Project ' || lpad(g::text, 4, '0')
        from generate_series(1, ${projects}) g
        join (select id, row_number() over (order by name) - 1 as n from clients) c on c.n = g % ${clients}`,
    sql`insert into users (name, email, role)
        select (${list(FIRST_NAMES)})[1 + g % 12] || ' ' || (${list(LAST_NAMES)})[1 + (g / 12) % 12] || ' ' || g,
               'contractor' || g || '@bench.local', 'SUBCONTRACTOR'
        from generate_series(1, ${contractors}) g`,
    sql`insert into contractors (user_id, status) select id, 'REGISTERED' from users where email like '%@bench.local'`,
    sql`insert into project_engagements (project_id, contractor_id, start_date, expenses_eligible, bonus_eligible)
        select p.id, c.id, (${current}::date - make_interval(months => ${months - 2}) - interval '14 days')::date, true, c.n % 4 = 0
        from (select id, row_number() over (order by id) - 1 as n from contractors) c
        join (select id, row_number() over (order by name) - 1 as n from projects) p on p.n = c.n % ${projects}`,
    sql`insert into engagements (project_engagement_id, start_date) select id, start_date from project_engagements`,
    sql`insert into rates (engagement_id, frequency, amount, currency)
        select e.id, (array['HOURLY','DAILY','MONTHLY'])[1 + e.n % 3],
               (array['95.50','780.00','15000.00'])[1 + e.n % 3]::numeric, (array['CHF','EUR','AED'])[1 + e.n % 3]
        from (select id, row_number() over (order by id) - 1 as n from engagements) e`,
    // Month m = 0 is the oldest; months - 2 is the current one, months - 1 the next (INITIALIZED).
    sql`insert into timesheets (project_engagement_id, contractor_id, project_id, billing_period, status, fee_status, expenses_status, bonus_status, bonus_amount, flagged)
        select pe.id, pe.contractor_id, pe.project_id, (${current}::date + make_interval(months => m - ${months - 2}))::date,
               s.status, s.fee, 'ELIGIBLE', case when pe.bonus_eligible then 'ELIGIBLE' else 'NOT_ELIGIBLE' end,
               case when pe.bonus_eligible and m < ${months - 3} then 1000 end, (m + pe.n) % 37 = 0
        from (select *, row_number() over (order by id) - 1 as n from project_engagements) pe
        cross join generate_series(0, ${months - 1}) m
        cross join lateral (
          select case
            when m = ${months - 1} then 'INITIALIZED'
            when m = ${months - 2} then (array['IN_PROGRESS','IN_PROGRESS','INITIALIZED'])[1 + pe.n % 3]
            when m = ${months - 3} then (array['SUBMITTED','DUE','CONTESTED','APPROVED','IN_PROGRESS'])[1 + pe.n % 5]
            when m >= ${months - 5} then (array['APPROVED','CLOSED','SUBMITTED'])[1 + (pe.n + m) % 3]
            else 'CLOSED' end as status
        ) st
        cross join lateral (
          select st.status,
                 case st.status when 'INITIALIZED' then 'ELIGIBLE' when 'IN_PROGRESS' then 'IN_PROGRESS' when 'DUE' then 'DUE'
                   when 'CONTESTED' then 'CONTESTED' when 'SUBMITTED' then 'SUBMITTED' else 'APPROVED' end as fee
        ) s`,
    // Some of next month's timesheets are missing, for the first cron run to create.
    sql`delete from timesheets where billing_period = (${current}::date + interval '1 month')::date and hashtext(id::text) % 5 = 0`,
    sql`insert into timesheet_records (timesheet_id, date, rate_id, work_summary, counter_part, time_amount, time_unit)
        select t.id, (t.billing_period - 14 + d)::date, r.id, 'Work on ' || p.name || ' #' || d, 'Operations',
               case when r.frequency = 'HOURLY' then 7.5 else 1 end, case when r.frequency = 'HOURLY' then 'HOURS' else 'DAYS' end
        from timesheets t
        join projects p on p.id = t.project_id
        join engagements e on e.project_engagement_id = t.project_engagement_id
        join rates r on r.engagement_id = e.id
        cross join generate_series(0, ${recordsPerTimesheet - 1}) d
        where t.status <> 'INITIALIZED'`,
    sql`insert into expense_records (timesheet_id, date, category, details, amount, amount_in_expense_currency, expense_currency, exchange_rate, original_currency)
        select t.id, (t.billing_period - 10)::date, 'FLIGHTS', 'Flight to site', 412.80, 412.80, r.currency, 1, r.currency
        from timesheets t
        join engagements e on e.project_engagement_id = t.project_engagement_id
        join rates r on r.engagement_id = e.id
        where t.status <> 'INITIALIZED' and hashtext(t.id::text) % 3 = 0`,
    sql`insert into files (timesheet_id, expense_record_id, file_type, storage_key, original_name, content_type, size)
        select x.timesheet_id, x.id, 'EXPENSE_RECEIPT', 'bench/' || x.id, 'receipt.pdf', 'application/pdf', 20480 from expense_records x`,
    sql`insert into message_threads (timesheet_id) select id from timesheets where hashtext(id::text) % 10 = 0`,
    sql`insert into messages (thread_id, author_name, text)
        select th.id, 'Reviewer', 'Please check the hours of week ' || g from message_threads th cross join generate_series(1, 2) g`,
    sql`insert into activity_logs (actor_label, action, entity_type, entity_id, timesheet_id, event, after)
        select 'Bench generator', 'INSERT', 'timesheet', id, id, 'create-timesheet', jsonb_build_object('status', status) from timesheets`,
    sql`analyze`,
  ];
  for (const step of steps) await db.execute(step);
}

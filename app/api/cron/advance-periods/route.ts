import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { decisionsApi } from "@/server/openapi/routes/decisions";
import { advancePeriods } from "@/server/services/cron/advance-periods";

/** The daily job, opened only by the cron secret (Authorization: Bearer <CRON_SECRET>). */
export const POST = endpoint(decisionsApi.advancePeriods, ({ db }) => advancePeriods(db, businessToday()));

/** The same for Vercel Cron, which calls with GET and sends the same Bearer header from CRON_SECRET. */
export const GET = endpoint(decisionsApi.advancePeriodsFromVercelCron, ({ db }) => advancePeriods(db, businessToday()));

import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { timesheetsApi } from "@/server/openapi/routes/timesheets";
import { listBillingPeriods } from "@/server/services/timesheets/list-billing-periods";

// Not paged: one entry per month (twelve a year whatever the number of timesheets), and the
// period pickers need them all; the distinct months come from the (billing_period, id) index.
export const GET = endpoint(timesheetsApi.listBillingPeriods, ({ db, actor }) => listBillingPeriods(db, actor, businessToday()));

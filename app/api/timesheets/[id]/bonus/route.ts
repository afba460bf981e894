import { endpoint } from "@/server/http/endpoint";
import { bonusApi } from "@/server/openapi/routes/bonus";
import { setBonusAmount } from "@/server/services/bonus/set-bonus-amount";

/** An administrator (or the API key) sets, changes or clears the bonus amount of a timesheet. */
export const PUT = endpoint(bonusApi.updateTimesheetBonus, ({ db, actor, id, body }) => setBonusAmount(db, actor, id, body));

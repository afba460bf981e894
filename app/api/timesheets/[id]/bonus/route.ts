import { setBonusBody } from "@/lib/schemas/bonus";
import { endpoint } from "@/server/http/endpoint";
import { setBonusAmount } from "@/server/services/bonus/set-bonus-amount";

/** An administrator (or the API key) sets, changes or clears the bonus amount of a timesheet. */
export const PUT = endpoint({ access: "admin:write", id: "Timesheet", body: setBonusBody }, ({ db, actor, id, body }) => setBonusAmount(db, actor, id, body));

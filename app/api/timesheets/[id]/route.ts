import { endpoint } from "@/server/http/endpoint";
import { getTimesheet } from "@/server/services/timesheets/get-timesheet";

export const GET = endpoint({ access: "signed-in", id: "Timesheet" }, ({ db, actor, id }) => getTimesheet(db, actor, id));

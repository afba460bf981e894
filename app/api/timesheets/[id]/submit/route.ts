import { submitTimesheetBody } from "@/lib/schemas/timesheets";
import { endpoint } from "@/server/http/endpoint";
import { parseBody } from "@/server/http/respond";
import { submitTimesheet } from "@/server/services/timesheets/submit-timesheet";

// The spec's submit call carries no payload; a body is only needed to name the version read. Unlike
// bodyOptional, any body sent is read, whatever its content type says (415 when not JSON).
export const POST = endpoint({ access: "signed-in", id: "Timesheet", answer: "as-is" }, async ({ db, actor, id, request }) => {
  const body = request.body === null ? {} : await parseBody(request, submitTimesheetBody);
  return { success: true, data: await submitTimesheet(db, actor, id, body) };
});

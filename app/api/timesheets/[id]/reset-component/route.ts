import { resetComponentBody } from "@/lib/schemas/timesheets";
import { endpoint } from "@/server/http/endpoint";
import { resetComponent } from "@/server/services/timesheets/reset-component";

export const POST = endpoint(
  { access: "signed-in", id: "Timesheet", body: resetComponentBody, answer: "as-is" },
  async ({ db, actor, id, body }) => ({ success: true, data: await resetComponent(db, actor, id, body) }),
);

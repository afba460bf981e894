import { prepareComponentBody } from "@/lib/schemas/timesheets";
import { endpoint } from "@/server/http/endpoint";
import { prepareComponent } from "@/server/services/timesheets/prepare-component";

export const POST = endpoint(
  { access: "signed-in", id: "Timesheet", body: prepareComponentBody, answer: "as-is" },
  async ({ db, actor, id, body }) => ({ success: true, data: await prepareComponent(db, actor, id, body) }),
);

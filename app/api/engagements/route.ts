import { createEngagementBody } from "@/lib/schemas/engagements";
import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { createEngagement } from "@/server/services/engagements/create-engagement";

/** Adds a dated period with rates to a project engagement, creating the timesheets of its months. */
export const POST = endpoint({ access: "admin:write", body: createEngagementBody, answer: "created" }, ({ db, actor, body }) =>
  createEngagement(db, actor, body, businessToday()),
);

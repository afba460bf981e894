import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { engagementsApi } from "@/server/openapi/routes/engagements";
import { createEngagement } from "@/server/services/engagements/create-engagement";

/** Adds a dated period with rates to a project engagement, creating the timesheets of its months. */
export const POST = endpoint(engagementsApi.createEngagement, ({ db, actor, body }) =>
  createEngagement(db, actor, body, businessToday()),
);

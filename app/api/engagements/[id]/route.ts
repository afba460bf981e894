import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { engagementsApi } from "@/server/openapi/routes/engagements";
import { deleteEngagement } from "@/server/services/engagements/delete-engagement";
import { updateEngagement } from "@/server/services/engagements/update-engagement";

/** Changes a period's dates and rates (version-checked). */
export const PUT = endpoint(engagementsApi.updateEngagement, ({ db, actor, id, body }) =>
  updateEngagement(db, actor, id, body, businessToday()),
);

/** Deletes a period whose rates pay no record. */
export const DELETE = endpoint(engagementsApi.deleteEngagement, ({ db, actor, id }) => deleteEngagement(db, actor, id));

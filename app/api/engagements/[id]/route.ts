import { updateEngagementBody } from "@/lib/schemas/engagements";
import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { deleteEngagement } from "@/server/services/engagements/delete-engagement";
import { updateEngagement } from "@/server/services/engagements/update-engagement";

/** Changes a period's dates and rates (version-checked). */
export const PUT = endpoint({ access: "admin:write", id: "Engagement", body: updateEngagementBody }, ({ db, actor, id, body }) =>
  updateEngagement(db, actor, id, body, businessToday()),
);

/** Deletes a period whose rates pay no record. */
export const DELETE = endpoint({ access: "admin:write", id: "Engagement" }, ({ db, actor, id }) => deleteEngagement(db, actor, id));

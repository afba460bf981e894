import { endpoint } from "@/server/http/endpoint";
import { revokeReviewLink } from "@/server/services/review-links/revoke-review-link";

/** Revokes a review link at once. */
export const DELETE = endpoint({ access: "admin:write", id: "Review link" }, ({ db, id }) => revokeReviewLink(db, id));

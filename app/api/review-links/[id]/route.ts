import { endpoint } from "@/server/http/endpoint";
import { reviewsApi } from "@/server/openapi/routes/reviews";
import { revokeReviewLink } from "@/server/services/review-links/revoke-review-link";

/** Revokes a review link at once. */
export const DELETE = endpoint(reviewsApi.revokeReviewLink, ({ db, id }) => revokeReviewLink(db, id));

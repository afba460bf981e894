import "server-only";
import type { UsableReviewLink } from "@/server/services/review-links/find-review-link";
import type { Decider } from "@/server/services/decisions/decide-component";

/** The holder of a review link: the REVIEWER of the transition table, named after the link's reviewer. */
export function reviewerDecider(link: UsableReviewLink): Decider {
  return {
    domainActor: "REVIEWER",
    audit: { label: `${link.reviewerName} (review link)`, userId: null },
    name: link.reviewerName,
    userId: null,
    reviewLinkId: link.id,
  };
}

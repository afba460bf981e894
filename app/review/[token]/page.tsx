import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FeaturesProvider } from "@/components/providers/features";
import { ReviewScreen } from "@/components/review/review-screen";
import { ReviewUnavailable } from "@/components/review/review-unavailable";
import { AppError } from "@/lib/errors";
import type { TimesheetReview } from "@/lib/schemas/reviews";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { enabledFeatures } from "@/server/config/feature-flags";
import { getTimesheetReview } from "@/server/services/reviews/get-timesheet-review";

/** The token in the URL is the credential: rendered per request, never indexed, never sent on as a referrer. */
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("review");
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/**
 * A reviewer's page: no account, no app chrome, only the one timesheet the link opens. An
 * expired, revoked or unknown link says so plainly instead.
 */
export default async function ReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const loaded = await loadReview(token);
  if ("unavailable" in loaded) return <ReviewUnavailable message={loaded.unavailable} />;
  return (
    <FeaturesProvider value={enabledFeatures()}>
      <ReviewScreen token={token} initial={loaded.review} />
    </FeaturesProvider>
  );
}

/** The review, or the words for why the link opens nothing (expired, revoked, unknown). */
async function loadReview(token: string): Promise<{ review: TimesheetReview } | { unavailable: string }> {
  try {
    return { review: await getTimesheetReview(await getDb(), token, businessToday()) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return { unavailable: error.message };
    throw error;
  }
}

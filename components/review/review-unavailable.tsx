import { LinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { REVIEW_LINK_MESSAGES } from "@/lib/schemas/reviews";
import { englishText } from "@/lib/errors";

type LinkProblem = keyof typeof REVIEW_LINK_MESSAGES;

/** Which of the server's refusals (its English message) the link met, if it is one of them. */
function problemOf(message: string): LinkProblem | null {
  return (Object.keys(REVIEW_LINK_MESSAGES) as LinkProblem[]).find((problem) => englishText(REVIEW_LINK_MESSAGES[problem]) === message) ?? null;
}

/** Shown instead of the timesheet when its link is expired, revoked or unknown. */
export function ReviewUnavailable({ message }: { message: string }) {
  const t = useTranslations("review.unavailable");
  const problem = problemOf(message);
  // What to do about a link that no longer opens anything, in plain words.
  const advice = problem === "expired" ? t("adviceExpired") : problem === "revoked" ? t("adviceRevoked") : t("adviceOther");
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <LinkIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{problem ? t(`${problem}`) : message}</h1>
      <p className="text-sm text-muted-foreground">{advice}</p>
    </main>
  );
}

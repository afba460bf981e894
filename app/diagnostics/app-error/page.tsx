import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { env } from "@/env";
import { ThrowAppError } from "./throw-app-error";

/**
 * Raises an application error (an AppError, whose message is written for people) in the browser,
 * so the e2e suite can see that the error page shows such a message. Local and test mode only.
 */
export const dynamic = "force-dynamic";

export default async function AppErrorDiagnostic() {
  if (env.NEXT_PUBLIC_ENV !== "local" && env.NEXT_PUBLIC_ENV !== "test") notFound();
  const t = await getTranslations("errors.diagnostics");
  return (
    <main className="p-6">
      <h1 className="text-lg font-semibold">{t("appErrorTitle")}</h1>
      <ThrowAppError />
    </main>
  );
}

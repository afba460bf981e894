import { notFound } from "next/navigation";
import { env } from "@/env";
import { ThrowAppError } from "./throw-app-error";

/**
 * Raises an application error (an AppError, whose message is written for people) in the browser,
 * so the e2e suite can see that the error page shows such a message. Local and test mode only.
 */
export const dynamic = "force-dynamic";

export default async function AppErrorDiagnostic() {
  if (env.NEXT_PUBLIC_ENV !== "local" && env.NEXT_PUBLIC_ENV !== "test") notFound();
  return (
    <main className="p-6">
      <h1 className="text-lg font-semibold">Application error diagnostic</h1>
      <ThrowAppError />
    </main>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AppError } from "@/lib/errors";

const DELIBERATE_APP_ERROR = { key: "deliberateAppError" } as const;

/** Throws while rendering once clicked: an error the app raises on purpose, caught by app/error.tsx (its message is the server-side kind, English). */
export function ThrowAppError() {
  const t = useTranslations("errors.diagnostics");
  const [thrown, setThrown] = useState(false);
  if (thrown) throw new AppError("CONFLICT", DELIBERATE_APP_ERROR);
  return <Button onClick={() => setThrown(true)}>{t("raise")}</Button>;
}

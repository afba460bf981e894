"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AppError } from "@/lib/errors";

export const DELIBERATE_APP_ERROR = "This is a deliberate application error from the diagnostics page.";

/** Throws while rendering once clicked: an error the app raises on purpose, caught by app/error.tsx. */
export function ThrowAppError() {
  const [thrown, setThrown] = useState(false);
  if (thrown) throw new AppError("CONFLICT", DELIBERATE_APP_ERROR);
  return <Button onClick={() => setThrown(true)}>Raise the error</Button>;
}

"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/hooks/use-sign-out";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

// A full page load, so the server sees the enrolled session and sends the person to their area.
// eslint-disable-next-line @next/next/no-location-assign-relative-destination
const goHome = () => window.location.assign("/");

/** The only page a person who must enrol reaches: the enrolment, or signing out. */
export function RequiredEnrolment() {
  const t = useTranslations("account.requiredTwoFactor");
  const { signOut, signingOut } = useSignOut();
  return (
    <div className="grid gap-4">
      <TwoFactorEnrolment onDone={goHome} />
      <Button variant="ghost" onClick={() => void signOut()} pending={signingOut} data-testid="enrolment-sign-out">
        {t("signOut")}
      </Button>
    </div>
  );
}

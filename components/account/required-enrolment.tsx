"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/hooks/use-sign-out";
import { AddPasskeyForm } from "./passkeys-section";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

// A full page load, so the server sees the enrolled session and sends the person to their area.
// eslint-disable-next-line @next/next/no-location-assign-relative-destination
const goHome = () => window.location.assign("/");

/** The only page a person who must enrol reaches: the enrolment (an authenticator app, or a passkey instead), or signing out. */
export function RequiredEnrolment() {
  const t = useTranslations("account.requiredTwoFactor");
  const { signOut, signingOut } = useSignOut();
  const [addingPasskey, setAddingPasskey] = useState(false);
  return (
    <div className="grid gap-4">
      <TwoFactorEnrolment onDone={goHome} />
      <div className="grid gap-2 border-t pt-4">
        <p className="text-sm text-muted-foreground">{t("orPasskey")}</p>
        {addingPasskey ? (
          <AddPasskeyForm askPassword={false} onAdded={goHome} onCancel={() => setAddingPasskey(false)} />
        ) : (
          <Button variant="outline" onClick={() => setAddingPasskey(true)} data-testid="enrolment-add-passkey">
            {t("addPasskey")}
          </Button>
        )}
      </div>
      <Button variant="ghost" onClick={() => void signOut()} pending={signingOut} data-testid="enrolment-sign-out">
        {t("signOut")}
      </Button>
    </div>
  );
}

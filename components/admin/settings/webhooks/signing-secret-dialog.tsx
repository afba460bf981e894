"use client";

import { ShownOnceDialog } from "@/components/ui/shown-once-dialog";

/** The signing secret, shown the one time the server answers it (creation or rotation). */
export function SigningSecretDialog({ secret, rotated, onClose }: { secret: string | null; rotated: boolean; onClose: () => void }) {
  return (
    <ShownOnceDialog
      title="Signing secret"
      testId="signing-secret"
      secret={secret}
      onClose={onClose}
      description={
        <>
          Copy it now: it is not shown again. The receiver verifies each message with it (Standard Webhooks).
          {rotated ? " The previous secret keeps signing beside it for 24 hours." : null}
        </>
      }
    />
  );
}

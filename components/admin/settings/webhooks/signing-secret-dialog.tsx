"use client";

import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast/use-toast";

/** The signing secret, shown the one time the server answers it (creation or rotation). */
export function SigningSecretDialog({ secret, rotated, onClose }: { secret: string | null; rotated: boolean; onClose: () => void }) {
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Signing secret</DialogTitle>
          <DialogDescription>
            Copy it now: it is not shown again. The receiver verifies each message with it (Standard Webhooks).
            {rotated ? " The previous secret keeps signing beside it for 24 hours." : null}
          </DialogDescription>
        </DialogHeader>
        <code data-testid="signing-secret" className="block break-all rounded-md border bg-muted/40 px-3 py-2 text-sm">
          {secret}
        </code>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() =>
              void navigator.clipboard
                .writeText(secret ?? "")
                .then(() => toast({ title: "Secret copied" }))
                .catch(() => toast({ title: "Copy failed", description: "Select the secret and copy it yourself." }))
            }
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

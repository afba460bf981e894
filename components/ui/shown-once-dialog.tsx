"use client";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast/use-toast";

/** A secret the server answers once (a signing secret, an API key): shown with a copy button until closed. */
export function ShownOnceDialog({ title, description, secret, testId, onClose }: { title: string; description: ReactNode; secret: string | null; testId: string; onClose: () => void }) {
  const t = useTranslations("ui.copy");
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <code data-testid={testId} className="block break-all rounded-md border bg-muted/40 px-3 py-2 text-sm">
          {secret}
        </code>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() =>
              void navigator.clipboard
                .writeText(secret ?? "")
                .then(() => toast({ title: t("copied") }))
                .catch(() => toast({ title: t("failed"), description: t("copyYourself") }))
            }
          >
            <Copy aria-hidden="true" />
            {t("copy")}
          </Button>
          <Button onClick={onClose}>{t("done")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast/use-toast";
import { useFormat } from "@/hooks/use-format";
import { AuthRefusal } from "@/hooks/use-two-factor";
import { PasskeyCancelled, useAddPasskey, useConfirmPassword, useOwnPasskeys, useRemovePasskey } from "@/hooks/use-passkeys";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { useZodForm } from "@/hooks/use-zod-form";
import { ApiError } from "@/lib/api-client";
import { passkeyName, type PasskeyView } from "@/lib/schemas/passkeys";
import { accountPassword } from "@/lib/schemas/two-factor";

type PasskeysT = ReturnType<typeof useTranslations<"account.passkeys">>;

/** The person's own clock: these are their own devices. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const withPassword = z.object({ name: passkeyName, password: accountPassword });
const nameOnly = z.object({ name: passkeyName, password: z.string() });

/**
 * The form's words for a failed ceremony: a closed prompt is said plainly, better-auth's refusal
 * (English, technical) in the reader's language; a wrong password stays on its field.
 */
function ceremonyRefusal(t: PasskeysT) {
  return (error: unknown): never => {
    if (error instanceof PasskeyCancelled) throw new ApiError(400, "BAD_REQUEST", t("addCancelled"));
    if (error instanceof AuthRefusal) throw new ApiError(error.status, error.code, t("addFailed"));
    throw error;
  };
}

/**
 * Names a new passkey and runs the browser's prompt. On the account page the password comes
 * first (the API asks for it); on the enrolment page (`askPassword` false) the person has just
 * signed in with it and the API asks none.
 */
export function AddPasskeyDialog({
  open,
  onOpenChange,
  askPassword,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  askPassword: boolean;
  onAdded?: () => void;
}) {
  const t = useTranslations("account.passkeys");
  const add = useAddPasskey();
  const form = useZodForm({ schema: askPassword ? withPassword : nameOnly, initial: { name: "", password: "" } });
  const submit = form.handleSubmit(async (body) => {
    await add.mutateAsync({ name: body.name, password: askPassword ? body.password : undefined }).catch(ceremonyRefusal(t));
    toast({ title: t("addedToast"), description: body.name });
    form.reset({ name: "", password: "" });
    onOpenChange(false);
    onAdded?.();
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (form.submitting ? undefined : onOpenChange(next))}>
      <DialogContent data-testid="add-passkey-dialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("addTitle")}</DialogTitle>
          <DialogDescription>{t("addDescription")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={form.submitting || undefined}>
          <FormField form={form} name="name" label={t("name")} hint={t("nameHint")}>
            <Input autoComplete="off" data-testid="passkey-name" autoFocus />
          </FormField>
          {askPassword ? (
            <FormField form={form} name="password" label={t("password")}>
              <Input type="password" autoComplete="current-password" data-testid="passkey-password" />
            </FormField>
          ) : null}
          <FormError message={form.formError} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={form.submitting} onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" pending={form.submitting} data-testid="passkey-add-submit">
              {t("addSubmit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Removing asks for the password first, then says what removal does and asks again. */
function RemovePasskey({ passkey, label }: { passkey: PasskeyView; label: string }) {
  const t = useTranslations("account.passkeys");
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const confirm = useConfirmPassword();
  const remove = useRemovePasskey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm({ schema: z.object({ password: accountPassword }), initial: { password: "" } });
  const openChange = (next: boolean) => {
    if (form.submitting || remove.isPending) return;
    setOpen(next);
    if (!next) {
      setConfirmed(false);
      setRefusal(null);
      form.reset({ password: "" });
    }
  };
  const submitPassword = form.handleSubmit(async (body) => {
    await confirm.mutateAsync(body.password);
    setConfirmed(true);
  });
  async function removeIt() {
    setRefusal(null);
    try {
      await remove.mutateAsync({ id: passkey.id });
      toast({ title: t("removedToast"), description: label });
      openChange(false);
      setOpen(false);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t("removeFailed"));
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={t("removeLabel", { name: label })} data-testid="passkey-remove">
        {t("remove")}
      </Button>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogContent data-testid="remove-passkey-dialog" className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t("removeTitle", { name: label })}</DialogTitle>
            <DialogDescription>{confirmed ? t("removeDescription") : t("removePasswordIntro")}</DialogDescription>
          </DialogHeader>
          {confirmed ? (
            <div className="grid gap-4">
              {refusal ? (
                <p role="alert" className="text-sm text-destructive">
                  {refusal}
                </p>
              ) : null}
              <DialogFooter>
                <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => openChange(false)}>
                  {t("cancel")}
                </Button>
                <Button type="button" variant="destructive" pending={remove.isPending} onClick={() => void removeIt()} data-testid="passkey-remove-confirm" autoFocus>
                  {t("removeSubmit")}
                </Button>
              </DialogFooter>
            </div>
          ) : (
            <form noValidate onSubmit={(event) => void submitPassword(event)} className="grid gap-4" aria-busy={form.submitting || undefined}>
              <FormField form={form} name="password" label={t("password")}>
                <Input type="password" autoComplete="current-password" data-testid="passkey-remove-password" autoFocus />
              </FormField>
              <FormError message={form.formError} />
              <DialogFooter>
                <Button type="button" variant="outline" disabled={form.submitting} onClick={() => openChange(false)}>
                  {t("cancel")}
                </Button>
                <Button type="submit" pending={form.submitting} data-testid="passkey-remove-continue">
                  {t("continue")}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function PasskeyItem({ passkey }: { passkey: PasskeyView }) {
  const t = useTranslations("account.passkeys");
  const format = useFormat();
  const label = passkey.name ?? t("unnamed");
  return (
    <li className="flex items-start gap-3 rounded-md border p-3" data-testid="passkey">
      <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="truncate font-medium">{label}</span>
        <span className="text-muted-foreground">
          {t("addedOn", { date: passkey.createdAt ? format.timestamp(passkey.createdAt, localZone()) : "–" })}
          {" · "}
          {passkey.lastUsedAt ? t("lastUsed", { date: format.timestamp(passkey.lastUsedAt, localZone()) }) : t("neverUsed")}
        </span>
      </div>
      <RemovePasskey passkey={passkey} label={label} />
    </li>
  );
}

/** The two-factor dialog's "Passkeys": the person's passkeys, adding one, removing one. */
export function PasskeysSection({ open }: { open: boolean }) {
  const t = useTranslations("account.passkeys");
  const refusalText = useRefusalText();
  const passkeys = useOwnPasskeys(open);
  const [adding, setAdding] = useState(false);
  return (
    <section className="grid gap-3 border-t pt-4" aria-labelledby="passkeys-heading" data-testid="passkeys-section">
      <div className="grid gap-1">
        <h3 id="passkeys-heading" className="text-base font-semibold">
          {t("title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      {passkeys.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t("loading")}>
          <Skeleton className="h-14" />
        </div>
      ) : passkeys.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("loadFailed", { message: refusalText(passkeys.error.message) })}
        </p>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="passkeys-empty">
          {t("empty")}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t("list")}>
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)} data-testid="passkey-add">
          {t("add")}
        </Button>
      </div>
      <AddPasskeyDialog open={adding} onOpenChange={setAdding} askPassword />
    </section>
  );
}

"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
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
 * Names a new passkey and runs the browser's prompt, in place (a dialog inside the two-factor
 * dialog would stack two modal layers). On the account page the password comes first (the API
 * asks for it); on the enrolment page (`askPassword` false) the person has just signed in with it
 * and the API asks none.
 */
export function AddPasskeyForm({ askPassword, onAdded, onCancel }: { askPassword: boolean; onAdded: () => void; onCancel: () => void }) {
  const t = useTranslations("account.passkeys");
  const add = useAddPasskey();
  const form = useZodForm({ schema: askPassword ? withPassword : nameOnly, initial: { name: "", password: "" } });
  const submit = form.handleSubmit(async (body) => {
    await add.mutateAsync({ name: body.name, password: askPassword ? body.password : undefined }).catch(ceremonyRefusal(t));
    toast({ title: t("addedToast"), description: body.name });
    onAdded();
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-md border p-3"
      aria-busy={form.submitting || undefined}
      aria-labelledby="add-passkey-heading"
      data-testid="add-passkey-form"
    >
      <div className="grid gap-1">
        <h4 id="add-passkey-heading" className="text-sm font-semibold">
          {t("addTitle")}
        </h4>
        <p className="text-sm text-muted-foreground">{t("addDescription")}</p>
      </div>
      <FormField form={form} name="name" label={t("name")} hint={t("nameHint")}>
        <Input autoComplete="off" data-testid="passkey-name" autoFocus />
      </FormField>
      {askPassword ? (
        <FormField form={form} name="password" label={t("password")}>
          <Input type="password" autoComplete="current-password" data-testid="passkey-password" />
        </FormField>
      ) : null}
      <FormError message={form.formError} />
      <StepButtons submitting={form.submitting} onCancel={onCancel} submitLabel={t("addSubmit")} testId="passkey-add-submit" />
    </form>
  );
}

/** Cancel and submit under one of the in-place forms (adding, the password before removing). */
function StepButtons({ submitting, onCancel, submitLabel, testId }: { submitting: boolean; onCancel: () => void; submitLabel: string; testId: string }) {
  const t = useTranslations("account.passkeys");
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" disabled={submitting} onClick={onCancel}>
        {t("cancel")}
      </Button>
      <Button type="submit" pending={submitting} data-testid={testId}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** Removing asks for the password first, then says what removal does and asks again; in place, like adding. */
function RemovePasskey({ passkey, label, onClose }: { passkey: PasskeyView; label: string; onClose: () => void }) {
  const t = useTranslations("account.passkeys");
  const [confirmed, setConfirmed] = useState(false);
  const confirm = useConfirmPassword();
  const remove = useRemovePasskey();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm({ schema: z.object({ password: accountPassword }), initial: { password: "" } });
  const submitPassword = form.handleSubmit(async (body) => {
    await confirm.mutateAsync(body.password);
    setConfirmed(true);
  });
  async function removeIt() {
    setRefusal(null);
    try {
      await remove.mutateAsync({ id: passkey.id });
      toast({ title: t("removedToast"), description: label });
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? refusalText(error) : t("removeFailed"));
    }
  }
  return (
    <div className="grid gap-3 rounded-md border border-destructive/40 p-3" role="group" aria-labelledby="remove-passkey-heading" data-testid="remove-passkey">
      <div className="grid gap-1">
        <h4 id="remove-passkey-heading" className="text-sm font-semibold">
          {t("removeTitle", { name: label })}
        </h4>
        <p className="text-sm text-muted-foreground">{confirmed ? t("removeDescription") : t("removePasswordIntro")}</p>
      </div>
      {confirmed ? (
        <>
          {refusal ? (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" disabled={remove.isPending} onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="button" variant="destructive" pending={remove.isPending} onClick={() => void removeIt()} data-testid="passkey-remove-confirm" autoFocus>
              {t("removeSubmit")}
            </Button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submitPassword(event)} className="grid gap-3" aria-busy={form.submitting || undefined}>
          <FormField form={form} name="password" label={t("password")}>
            <Input type="password" autoComplete="current-password" data-testid="passkey-remove-password" autoFocus />
          </FormField>
          <FormError message={form.formError} />
          <StepButtons submitting={form.submitting} onCancel={onClose} submitLabel={t("continue")} testId="passkey-remove-continue" />
        </form>
      )}
    </div>
  );
}

function PasskeyItem({ passkey, removing, onRemove }: { passkey: PasskeyView; removing: boolean; onRemove: (open: boolean) => void }) {
  const t = useTranslations("account.passkeys");
  const format = useFormat();
  const label = passkey.name ?? t("unnamed");
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="passkey">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
          <span className="truncate font-medium">{label}</span>
          <span className="text-muted-foreground">
            {t("addedOn", { date: passkey.createdAt ? format.timestamp(passkey.createdAt, localZone()) : "–" })}
            {" · "}
            {passkey.lastUsedAt ? t("lastUsed", { date: format.timestamp(passkey.lastUsedAt, localZone()) }) : t("neverUsed")}
          </span>
        </div>
        {removing ? null : (
          <Button variant="outline" size="sm" onClick={() => onRemove(true)} aria-label={t("removeLabel", { name: label })} data-testid="passkey-remove">
            {t("remove")}
          </Button>
        )}
      </div>
      {removing ? <RemovePasskey passkey={passkey} label={label} onClose={() => onRemove(false)} /> : null}
    </li>
  );
}

/** The two-factor dialog's "Passkeys": the person's passkeys, adding one, removing one. */
export function PasskeysSection({ open }: { open: boolean }) {
  const t = useTranslations("account.passkeys");
  const refusalText = useRefusalText();
  const passkeys = useOwnPasskeys(open);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  // The form or the removed passkey goes away with the focus in it: it comes back to "Add passkey".
  const addButton = useRef<HTMLButtonElement>(null);
  const refocus = () => requestAnimationFrame(() => addButton.current?.focus());
  const endAdding = () => {
    setAdding(false);
    refocus();
  };
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
          {t("loadFailed", { message: refusalText(passkeys.error) })}
        </p>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="passkeys-empty">
          {t("empty")}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t("list")}>
          {passkeys.data.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              removing={removing === passkey.id}
              onRemove={(show) => {
                setRemoving(show ? passkey.id : null);
                if (!show) refocus();
              }}
            />
          ))}
        </ul>
      )}
      {adding ? (
        <AddPasskeyForm askPassword onAdded={endAdding} onCancel={endAdding} />
      ) : (
        <div>
          <Button ref={addButton} variant="outline" size="sm" onClick={() => setAdding(true)} data-testid="passkey-add">
            {t("add")}
          </Button>
        </div>
      )}
    </section>
  );
}

"use client";

import { Monitor, Smartphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast/use-toast";
import { useEndSessions, useOwnSessions } from "@/hooks/use-sessions";
import { startSso } from "@/hooks/use-two-factor";
import { ApiError } from "@/lib/api-client";
import { useFormat } from "@/hooks/use-format";
import type { SessionView } from "@/lib/schemas/sessions";
import { useRefusalText } from "@/hooks/use-refusal-text";

/** The person's own clock: these are their own devices. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type SessionsT = ReturnType<typeof useTranslations<"account.sessions">>;

function refusedWith(t: SessionsT) {
  return (error: unknown): never => {
    toast({ variant: "destructive", title: t("notDone"), description: error instanceof ApiError ? error.message : t("endFailed") });
    throw error;
  };
}

/**
 * The API names a session's browser in English ("Chrome on Windows", "A browser on Linux",
 * lib/format/user-agent); the dialog says it in the reader's language. A bare product token
 * ("curl/8.5.0") stays as it is.
 */
function browserName(t: SessionsT, browser: string | null): string {
  if (!browser) return t("unknownBrowser");
  const match = /^(.+) on (.+)$/.exec(browser);
  if (!match) return browser;
  const [, name = "", system = ""] = match;
  return name === "A browser" ? t("aBrowserOn", { system }) : t("browserOn", { browser: name, system });
}

function SessionItem({ session }: { session: SessionView }) {
  const t = useTranslations("account.sessions");
  const format = useFormat();
  const end = useEndSessions();
  const name = browserName(t, session.browser);
  const signedIn = format.timestamp(session.createdAt, localZone());
  const mobile = /iOS|Android/.test(session.browser ?? "");
  const Icon = mobile ? Smartphone : Monitor;
  return (
    <li className="flex items-start gap-3 rounded-md border p-3" data-testid="session">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="font-medium">
          {name}
          {session.current ? <span className="ml-2 rounded bg-primary/15 px-1.5 py-0.5 text-xs font-medium text-primary">{t("thisBrowser")}</span> : null}
        </span>
        <span className="text-muted-foreground">
          {session.ipAddress ? `${session.ipAddress} · ` : ""}
          {t("signedIn", { signedIn, lastActive: format.timestamp(session.lastActiveAt, localZone()) })}
        </span>
      </div>
      {session.current ? null : (
        <ConfirmDialog
          subject={t("endSubject", { name })}
          actionLabel={t("end")}
          description={t("endDescription")}
          onConfirm={async () => {
            await end.mutateAsync(session.id).catch(refusedWith(t));
            toast({ title: t("ended"), description: name });
          }}
          trigger={
            <Button variant="outline" size="sm" aria-label={t("endLabel", { name, signedIn })}>
              {t("end")}
            </Button>
          }
        />
      )}
    </li>
  );
}

/** The user menu's "Sessions": where one is signed in, and a way to end the others. */
/**
 * Links the person's identity at their single sign-on provider: started while signed in, the
 * provider's answer is linked to this account (an administrator's account is linked only so,
 * never by e-mail alone; server/auth/sso.ts).
 */
function LinkSso({ email }: { email: string }) {
  const t = useTranslations("account.sessions");
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function link() {
    setRefusal(null);
    setPending(true);
    try {
      const { url } = await startSso(email);
      window.location.assign(url);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  }
  return (
    <div className="grid gap-2 border-t pt-4">
      <p className="text-sm text-muted-foreground">{t("linkSsoHint")}</p>
      <div>
        <Button variant="outline" size="sm" pending={pending} onClick={() => void link()} data-testid="link-sso">
          {t("linkSso")}
        </Button>
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

export function SessionsDialog({ open, onOpenChange, email }: { open: boolean; onOpenChange: (open: boolean) => void; email: string }) {
  const t = useTranslations("account.sessions");
  const refusalText = useRefusalText();
  const sessions = useOwnSessions(open);
  const endOthers = useEndSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="sessions-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {sessions.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t("loading")}>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("loadFailed", { message: refusalText(sessions.error.message) })}
          </p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label={t("list")}>
              {sessions.data.map((session) => (
                <SessionItem key={session.id} session={session} />
              ))}
            </ul>
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {others === 0 ? t("onlyHere") : t("others", { count: others })}
              </p>
              {others > 0 ? (
                <ConfirmDialog
                  subject={t("everyOther")}
                  actionLabel={t("end")}
                  title={t("signOutElsewhereTitle")}
                  description={t("signOutElsewhereDescription", { count: others })}
                  onConfirm={async () => {
                    const result = await endOthers.mutateAsync(undefined).catch(refusedWith(t));
                    toast({ title: t("signedOutElsewhere"), description: t("endedCount", { count: result.ended }) });
                  }}
                  trigger={<Button variant="outline">{t("signOutElsewhere")}</Button>}
                />
              ) : null}
            </div>
          </>
        )}
        <LinkSso email={email} />
      </DialogContent>
    </Dialog>
  );
}

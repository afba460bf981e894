"use client";

import { Monitor, Smartphone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast/use-toast";
import { useEndSessions, useOwnSessions } from "@/hooks/use-sessions";
import { ApiError } from "@/lib/api-client";
import { formatTimestamp } from "@/lib/format/date";
import type { SessionView } from "@/lib/schemas/sessions";

/** The person's own clock: these are their own devices. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function refused(error: unknown): never {
  toast({ variant: "destructive", title: "Not done", description: error instanceof ApiError ? error.message : "The session could not be ended. Try again." });
  throw error;
}

function SessionItem({ session }: { session: SessionView }) {
  const end = useEndSessions();
  const name = session.browser ?? "Unknown browser";
  const mobile = /iOS|Android/.test(name);
  const Icon = mobile ? Smartphone : Monitor;
  return (
    <li className="flex items-start gap-3 rounded-md border p-3" data-testid="session">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="font-medium">
          {name}
          {session.current ? <span className="ml-2 rounded bg-primary/15 px-1.5 py-0.5 text-xs font-medium text-primary">This browser</span> : null}
        </span>
        <span className="text-muted-foreground">
          {session.ipAddress ? `${session.ipAddress} · ` : ""}signed in {formatTimestamp(session.createdAt, localZone())} · last active {formatTimestamp(session.lastActiveAt, localZone())}
        </span>
      </div>
      {session.current ? null : (
        <ConfirmDialog
          subject={`the session in ${name}`}
          actionLabel="End"
          description="That browser is signed out at once; whoever uses it must sign in again."
          onConfirm={async () => {
            await end.mutateAsync(session.id).catch(refused);
            toast({ title: "Session ended", description: name });
          }}
          trigger={
            <Button variant="outline" size="sm" aria-label={`End the session in ${name}, signed in ${formatTimestamp(session.createdAt, localZone())}`}>
              End
            </Button>
          }
        />
      )}
    </li>
  );
}

/** The user menu's "Sessions": where one is signed in, and a way to end the others. */
export function SessionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const sessions = useOwnSessions(open);
  const endOthers = useEndSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="sessions-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Sessions</DialogTitle>
          <DialogDescription>The browsers and devices signed in to your account. End any you do not recognise or no longer use.</DialogDescription>
        </DialogHeader>
        {sessions.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading your sessions">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your sessions. {sessions.error.message}
          </p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label="Your sessions">
              {sessions.data.map((session) => (
                <SessionItem key={session.id} session={session} />
              ))}
            </ul>
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {others === 0 ? "You are signed in only here." : `${others} other ${others === 1 ? "session" : "sessions"}.`}
              </p>
              {others > 0 ? (
                <ConfirmDialog
                  subject="every other session"
                  actionLabel="End"
                  title="Sign out everywhere else?"
                  description={`${others} other ${others === 1 ? "browser is" : "browsers are"} signed out at once. This browser stays signed in.`}
                  onConfirm={async () => {
                    const result = await endOthers.mutateAsync(undefined).catch(refused);
                    toast({ title: "Signed out everywhere else", description: `${result.ended} ${result.ended === 1 ? "session" : "sessions"} ended.` });
                  }}
                  trigger={<Button variant="outline">Sign out everywhere else</Button>}
                />
              ) : null}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

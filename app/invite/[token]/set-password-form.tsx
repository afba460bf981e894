"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { INVITATION_ACCEPTED_QUERY, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/schemas/invitations";

interface ErrorResponse {
  error?: { message?: string; issues?: { message: string }[] };
}

function problemWith(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password has at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password !== confirmation) return "The two passwords do not match.";
  return null;
}

/** Sets the password of an invited contractor, then sends them to sign in. */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = problemWith(password, confirmation);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const response = await fetch("/api/invitations/accept", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, password }),
      });
      if (response.ok) {
        // Stay pending while the browser navigates away.
        router.replace(`/sign-in?${INVITATION_ACCEPTED_QUERY}`);
        return;
      }
      const body = (await response.json().catch(() => ({}))) as ErrorResponse;
      setError(body.error?.issues?.[0]?.message ?? body.error?.message ?? `Setting the password failed (HTTP ${response.status}). Please try again.`);
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    }
    setPending(false);
  }

  const describedBy = error ? "set-password-error" : "password-rule";
  return (
    <form onSubmit={submit} className="grid gap-4" aria-busy={pending || undefined}>
      <div className="grid gap-1.5">
        <Label htmlFor="email">Email</Label>
        <Input id="email" name="email" type="email" autoComplete="username" value={email} readOnly />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          data-testid="new-password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id="password-rule" className="text-xs text-muted-foreground">
          At least {PASSWORD_MIN_LENGTH} characters.
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="confirm-password">Repeat the password</Label>
        <Input
          id="confirm-password"
          data-testid="confirm-password"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "set-password-error" : undefined}
        />
      </div>
      {error ? (
        <p
          id="set-password-error"
          role="alert"
          data-testid="set-password-error"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" pending={pending} data-testid="set-password-submit" className="w-full">
        Set password
      </Button>
    </form>
  );
}

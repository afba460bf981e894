"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient } from "@/lib/auth-client";
import { NETWORK_ERROR_MESSAGE, signInErrorMessage } from "./sign-in-error";

export interface SignInFormProps {
  /** After a successful sign-in. Default: a full load of "/", which redirects by role. */
  onSignedIn?: () => void;
}

// A full page load, so the server-rendered "/" sees the new session cookie and redirects by role.
// eslint-disable-next-line @next/next/no-location-assign-relative-destination
const goHome = () => window.location.assign("/");

export function SignInForm({ onSignedIn = goHome }: SignInFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const result = await authClient.signIn.email({ email: email.trim(), password });
      if (result.error) {
        setError(signInErrorMessage(result.error));
        setPending(false);
        return;
      }
      // Stay pending while the browser navigates away.
      onSignedIn();
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
      setPending(false);
    }
  }

  const describedBy = error ? "sign-in-error" : undefined;
  return (
    <form onSubmit={submit} className="grid gap-4" aria-busy={pending || undefined}>
      <div className="grid gap-1.5">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          data-testid="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          data-testid="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {error ? (
        <p
          id="sign-in-error"
          role="alert"
          data-testid="sign-in-error"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" pending={pending} data-testid="sign-in-submit" className="w-full">
        Sign in
      </Button>
    </form>
  );
}

import { AppShell } from "@/components/shell/app-shell";
import { requirePageActor } from "@/server/auth/page-actor";

/**
 * Any role without a menu (spec point 6) lands here: the shell with no menu, and what the account
 * is for, so a signed-in person never meets a blank page.
 */
export default async function AccountPage() {
  const actor = await requirePageActor(["SERVICE_PRINCIPAL"]);
  return (
    <AppShell user={{ name: actor.name, email: actor.email ?? "", role: actor.role }}>
      <div className="mx-auto max-w-2xl p-8">
        <h1 className="text-xl font-semibold">Service account</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          This account is for integrations. It has no menu in the application; use the API with the admin API key
          instead, as described in the API documentation.
        </p>
      </div>
    </AppShell>
  );
}

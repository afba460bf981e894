import { getTranslations } from "next-intl/server";
import { AppShell } from "@/components/shell/app-shell";
import { requirePageActor } from "@/server/auth/page-actor";

/**
 * Any role without a menu (spec point 6) lands here: the shell with no menu, and what the account
 * is for, so a signed-in person never meets a blank page.
 */
export default async function AccountPage() {
  const actor = await requirePageActor(["SERVICE_PRINCIPAL"]);
  const t = await getTranslations("account.serviceAccount");
  return (
    <AppShell user={{ name: actor.name, email: actor.email ?? "", role: actor.role }}>
      <div className="mx-auto max-w-2xl p-8">
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t("body")}</p>
      </div>
    </AppShell>
  );
}

import type { ReactNode } from "react";
import { FeaturesProvider } from "@/components/providers/features";
import { AppShell } from "@/components/shell/app-shell";
import { requirePageActor } from "@/server/auth/page-actor";
import { enabledFeatures } from "@/server/invoices/feature-flags";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const actor = await requirePageActor(["ADMIN"]);
  return (
    <AppShell user={{ name: actor.name, email: actor.email ?? "", role: actor.role }}>
      <FeaturesProvider value={enabledFeatures()}>{children}</FeaturesProvider>
    </AppShell>
  );
}

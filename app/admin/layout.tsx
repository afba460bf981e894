import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { requirePageActor } from "@/server/auth/page-actor";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const actor = await requirePageActor(["ADMIN"]);
  return <AppShell user={{ name: actor.name, email: actor.email ?? "", role: actor.role }}>{children}</AppShell>;
}

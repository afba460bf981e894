import { UserRound } from "lucide-react";
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { ProfileForm } from "@/components/contractor/profile/profile-form";
import { EmptyState } from "@/components/ui/empty-state";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { getCurrentUser } from "@/server/services/users/get-current-user";

export const metadata: Metadata = { title: "Profile" };

/** Reached from the user menu: the contractor's name, e-mail and work days. */
export default async function ContractorProfilePage() {
  const actor = await requirePageActor(["SUBCONTRACTOR"]);
  const user = await getCurrentUser(await getDb(), actor);
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title="Profile" description="Your name and the days you work. Work days decide which days you can log work on." />
      {user.contractor ? (
        <ProfileForm
          profile={{ name: user.name, email: user.email, workingDays: user.contractor.workingDays, version: user.contractor.version }}
        />
      ) : (
        <EmptyState icon={UserRound} title="No contractor profile" description="This account has no contractor profile; ask an administrator to set one up." />
      )}
    </div>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { UploadLimitProvider } from "@/components/contractor/files/upload-limit";
import { FeaturesProvider } from "@/components/providers/features";
import { ProductTour } from "@/components/contractor/tour/product-tour";
import { Workspace } from "@/components/contractor/workspace/workspace";
import { WorkspaceSkeleton } from "@/components/contractor/workspace/workspace-skeleton";
import { env } from "@/env";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { enabledFeatures } from "@/server/config/feature-flags";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contractor.pages");
  return { title: t("projects") };
}

/**
 * The contractor's monthly workspace. What it shows lives in the URL (?projectId=, ?timesheetId=,
 * ?component=) and its data comes from the JSON API through React Query. "Today" is the server's,
 * in the business time zone, so the buttons it offers follow the same calendar as the server.
 */
export default async function ContractorWorkspacePage() {
  await requirePageActor(["SUBCONTRACTOR"]);
  return (
    <Suspense fallback={<WorkspaceSkeleton />}>
      <FeaturesProvider value={enabledFeatures()}>
        <UploadLimitProvider maxBytes={env.UPLOAD_MAX_BYTES}>
          <ProductTour />
          <Workspace today={businessToday()} handbookUrl={env.NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL} />
        </UploadLimitProvider>
      </FeaturesProvider>
    </Suspense>
  );
}

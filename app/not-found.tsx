import type { Metadata } from "next";
import { FileQuestion } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors.notFound");
  return { title: t("title") };
}

export default async function NotFound() {
  const t = await getTranslations("errors.notFound");
  return (
    <main data-testid="not-found" className="flex min-h-dvh w-full flex-col items-center justify-center gap-4 p-8 text-center">
      <FileQuestion aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{t("body")}</p>
      <Link href="/" className={buttonVariants()}>
        {t("home")}
      </Link>
    </main>
  );
}

import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { unsubscribeInput } from "@/lib/schemas/notifications";
import { isValidUnsubscribeSignature } from "@/server/notifications/subscriptions/unsubscribe-link";
import { UnsubscribeButton } from "./unsubscribe-button";

// The signature is in the URL: never hand it to another site as a referrer.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notifications.unsubscribe");
  return { title: t("metaTitle"), referrer: "no-referrer" };
}

/**
 * Where the unsubscribe link of an optional e-mail lands. Opening it changes nothing (mail
 * scanners follow links); the button sends the POST that unsubscribes. No sign-in needed.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const t = await getTranslations("notifications.unsubscribe");
  const query = await searchParams;
  const parsed = unsubscribeInput.safeParse({ user: query.user, channel: query.channel, signature: query.signature });
  const link = parsed.success && isValidUnsubscribeSignature(parsed.data.user, parsed.data.channel, parsed.data.signature) ? parsed.data : null;
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-muted/40 p-6">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center gap-1 pb-4 pt-6 text-center">
          <h1 className="text-xl font-semibold tracking-tight">{t("title")}</h1>
          <CardDescription className="text-sm">
            {link ? t("question", { channel: t(`channels.${link.channel}`) }) : t("cannotUse")}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 pb-6">
          {link ? (
            <UnsubscribeButton link={link} />
          ) : (
            <p role="alert" data-testid="unsubscribe-problem" className="rounded-md border border-destructive/60 bg-destructive/10 px-3 py-2 text-sm text-foreground">
              {t("refused")}
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

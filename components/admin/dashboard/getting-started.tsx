import { CircleCheck, Circle } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface GettingStartedProps {
  done: { clients: boolean; projects: boolean; contractors: boolean; rates: boolean };
}

/** A new company's steps, in the order they can be taken; each opens the page where it is done. */
const STEPS = [
  { key: "clients", href: "/admin/clients" },
  { key: "projects", href: "/admin/projects" },
  { key: "contractors", href: "/admin/contractors" },
  { key: "rates", href: "/admin/projects" },
] as const;

/**
 * The empty dashboard's starting point (#47.9): a fresh installation showed counts of nothing and
 * no way on. Until a contractor has a rate on a project, the steps are listed, the next one linked.
 */
export function GettingStarted({ done }: GettingStartedProps) {
  const t = useTranslations("admin.dashboard.start");
  const next = STEPS.find((step) => !done[step.key]);
  if (!next) return null;
  return (
    <Card role="region" aria-labelledby="getting-started-heading">
      <CardHeader>
        <CardTitle id="getting-started-heading">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ol className="flex flex-col gap-1.5 text-sm">
          {STEPS.map((step, index) => (
            <li key={step.key} className={cn("flex items-center gap-2", done[step.key] && "text-muted-foreground")}>
              {done[step.key] ? <CircleCheck aria-hidden="true" className="size-4 text-status-approved" /> : <Circle aria-hidden="true" className="size-4" />}
              <span>
                {index + 1}. {t(`steps.${step.key}`)}
                {done[step.key] ? <span className="sr-only"> ({t("done")})</span> : null}
              </span>
            </li>
          ))}
        </ol>
        <Link href={next.href} className={cn(buttonVariants({ size: "sm" }), "self-start")}>
          {t(`next.${next.key}`)}
        </Link>
      </CardContent>
    </Card>
  );
}

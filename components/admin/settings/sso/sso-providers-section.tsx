"use client";

import { Fingerprint, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { AddButton } from "@/components/ui/add-button";
import { Badge } from "@/components/ui/badge";
import { actionsColumn, TableSection, type ColumnDef } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { useDeleteSsoProvider } from "@/hooks/use-sso-providers";
import type { SsoProviderView } from "@/lib/schemas/sso-providers";
import { SsoProviderFormDialog } from "./sso-provider-form-dialog";

function DeleteButton({ provider }: { provider: SsoProviderView }) {
  const t = useTranslations("admin.sso");
  const common = useTranslations("common");
  const remove = useDeleteSsoProvider();
  return (
    <ConfirmAction
      title={t("removeTitle", { name: provider.name })}
      actionLabel={common("remove")}
      description={t("removeDescription", { domains: provider.domains.join(", ") })}
      run={() => remove.mutateAsync(provider.id)}
      done={{ title: t("removed"), description: provider.name }}
      trigger={<IconButton icon={Trash2} label={t("removeLabel", { name: provider.name })} />}
    />
  );
}

function EditButton({ provider }: { provider: SsoProviderView }) {
  const t = useTranslations("admin.sso");
  return <SsoProviderFormDialog provider={provider} trigger={<IconButton icon={Pencil} label={t("editLabel", { name: provider.name })} />} />;
}

function useColumns(callbackBase: string): ColumnDef<SsoProviderView>[] {
  const t = useTranslations("admin.sso");
  return useMemo(() => [
  { accessorKey: "name", header: t("name"), cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
  { accessorKey: "issuer", header: t("issuer"), cell: ({ row }) => <code className="break-all text-xs">{row.original.issuer}</code> },
  { accessorKey: "clientId", header: t("clientId"), cell: ({ row }) => <code className="break-all text-xs">{row.original.clientId}</code> },
  { id: "domains", accessorFn: (p) => p.domains.join(", "), header: t("domains") },
  {
    id: "redirect",
    accessorFn: (p) => p.id,
    header: t("redirect"),
    enableSorting: false,
    cell: ({ row }) => <code className="break-all text-xs">{`${callbackBase}/api/auth/sso/callback/${row.original.id}`}</code>,
  },
  {
    id: "required",
    accessorFn: (p) => (p.required ? 1 : 0),
    header: t("password"),
    cell: ({ row }) => <Badge variant={row.original.required ? "secondary" : "outline"}>{row.original.required ? t("refused") : t("allowed")}</Badge>,
  },
  actionsColumn<SsoProviderView>(({ row }) => (
    <span className="flex justify-end gap-1">
      <EditButton provider={row.original} />
      <DeleteButton provider={row.original} />
    </span>
  ), "w-24"),
  ] satisfies ColumnDef<SsoProviderView>[], [t, callbackBase]);
}

/** OpenID Connect providers: people of their e-mail domains sign in through them. */
export function SsoProvidersSection({ providers, callbackBase }: { providers: readonly SsoProviderView[]; callbackBase: string }) {
  const t = useTranslations("admin.sso");
  const columns = useColumns(callbackBase);
  return (
    <TableSection
      intro={<p className="text-sm text-muted-foreground">{t("intro")}</p>}
      columns={columns}
      data={providers}
      caption={t("caption")}
      add={<SsoProviderFormDialog trigger={<AddButton>{t("newProvider")}</AddButton>} />}
      empty={{ icon: Fingerprint, title: t("emptyTitle"), description: t("emptyDescription") }}
    />
  );
}

"use client";

import { Fingerprint, Pencil, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useShowRefusal } from "@/components/admin/refusal-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteSsoProvider } from "@/hooks/use-sso-providers";
import type { SsoProviderView } from "@/lib/schemas/sso-providers";
import { SsoProviderFormDialog } from "./sso-provider-form-dialog";

function DeleteButton({ provider }: { provider: SsoProviderView }) {
  const t = useTranslations("admin.sso");
  const common = useTranslations("common");
  const showRefusal = useShowRefusal();
  const remove = useDeleteSsoProvider();
  return (
    <ConfirmDialog
      title={t("removeTitle", { name: provider.name })}
      actionLabel={common("remove")}
      description={t("removeDescription", { domains: provider.domains.join(", ") })}
      onConfirm={async () => {
        await remove.mutateAsync(provider.id).catch(showRefusal);
        toast({ title: t("removed"), description: provider.name });
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={t("removeLabel", { name: provider.name })}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}

function EditButton({ provider }: { provider: SsoProviderView }) {
  const t = useTranslations("admin.sso");
  return (
    <SsoProviderFormDialog
      provider={provider}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={t("editLabel", { name: provider.name })}>
          <Pencil aria-hidden="true" />
        </Button>
      }
    />
  );
}

function useColumns(callbackBase: string): ColumnDef<SsoProviderView>[] {
  const t = useTranslations("admin.sso");
  const common = useTranslations("common");
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
    cell: ({ row }) => <code className="break-all text-xs">{`${callbackBase}/api/auth/callback/${row.original.id}`}</code>,
  },
  {
    id: "required",
    accessorFn: (p) => (p.required ? 1 : 0),
    header: t("password"),
    cell: ({ row }) => <Badge variant={row.original.required ? "secondary" : "outline"}>{row.original.required ? t("refused") : t("allowed")}</Badge>,
  },
  {
    id: "actions",
    header: common("actions"),
    enableSorting: false,
    meta: { className: "w-24 text-right" },
    cell: ({ row }) => (
      <span className="flex justify-end gap-1">
        <EditButton provider={row.original} />
        <DeleteButton provider={row.original} />
      </span>
    ),
  },
  ] satisfies ColumnDef<SsoProviderView>[], [t, common, callbackBase]);
}

/** OpenID Connect providers: people of their e-mail domains sign in through them. */
export function SsoProvidersSection({ providers, callbackBase }: { providers: readonly SsoProviderView[]; callbackBase: string }) {
  const t = useTranslations("admin.sso");
  const columns = useColumns(callbackBase);
  const add = (
    <SsoProviderFormDialog
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          {t("newProvider")}
        </Button>
      }
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {providers.length > 0 ? <div className="flex justify-end">{add}</div> : null}
      <DataTable
        columns={columns}
        data={providers}
        getRowId={(p) => p.id}
        caption={t("caption")}
        empty={<EmptyState icon={Fingerprint} title={t("emptyTitle")} description={t("emptyDescription")} action={add} />}
      />
    </div>
  );
}

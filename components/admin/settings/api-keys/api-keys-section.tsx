"use client";

import { KeyRound, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { AddButton } from "@/components/ui/add-button";
import { Badge } from "@/components/ui/badge";
import { actionsColumn, TableSection, timestampColumn, type ColumnDef } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { ShownOnceDialog } from "@/components/ui/shown-once-dialog";
import { useRevokeApiKey, useRevokeOwnApiKey } from "@/hooks/use-api-keys";
import { useFormat } from "@/hooks/use-format";
import type { ApiKeyView } from "@/lib/schemas/api-keys";
import { ApiKeyFormDialog } from "./api-key-form-dialog";
import { ScopeList } from "./scope-fields";

function RevokeButton({ apiKey, own }: { apiKey: ApiKeyView; own: boolean }) {
  const t = useTranslations("admin.apiKeys");
  const revokeAny = useRevokeApiKey();
  const revokeOwn = useRevokeOwnApiKey();
  const revoke = own ? revokeOwn : revokeAny;
  return (
    <ConfirmAction
      title={t("revokeTitle", { name: apiKey.name })}
      actionLabel={t("revoke")}
      description={own ? t("ownRevokeDescription") : t("revokeDescription", { principal: apiKey.owner.name })}
      run={() => revoke.mutateAsync(apiKey.id)}
      done={{ title: t("revoked"), description: apiKey.name }}
      trigger={<IconButton icon={Trash2} label={t("revokeLabel", { name: apiKey.name })} />}
    />
  );
}

function useColumns(timeZone: string, own: boolean): ColumnDef<ApiKeyView>[] {
  const t = useTranslations("admin.apiKeys");
  const format = useFormat();
  return useMemo(() => [
    {
      accessorKey: "name",
      header: t("name"),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <code className="text-xs text-muted-foreground">{row.original.prefix}…</code>
        </span>
      ),
    },
    ...(own
      ? []
      : [
          {
            id: "owner",
            accessorFn: (k: ApiKeyView) => (k.kind === "principal" ? t("principalKind", { name: k.owner.name }) : t("personKind", { name: k.owner.name })),
            header: t("actsAs"),
          } satisfies ColumnDef<ApiKeyView>,
        ]),
    { id: "scopes", accessorFn: (k) => Object.keys(k.scopes).join(" "), header: t("scopes"), cell: ({ row }) => <ScopeList scopes={row.original.scopes} /> },
    {
      id: "status",
      accessorFn: (k) => t(`status.${k.status}`),
      header: t("statusHeader"),
      cell: ({ row }) => <Badge variant={row.original.status === "ACTIVE" ? "secondary" : "destructive"}>{t(`status.${row.original.status}`)}</Badge>,
    },
    {
      id: "created",
      accessorFn: (k) => k.createdAt,
      header: t("created"),
      cell: ({ row }) => (
        <span className="text-xs">
          {row.original.createdBy
            ? t("createdBy", { created: format.timestamp(row.original.createdAt, timeZone), name: row.original.createdBy })
            : format.timestamp(row.original.createdAt, timeZone)}
        </span>
      ),
    },
    timestampColumn<ApiKeyView>({ id: "expires", header: t("expires"), at: (k) => k.expiresAt, none: t("never"), format, timeZone, className: "text-xs" }),
    timestampColumn<ApiKeyView>({ id: "used", header: t("lastUsed"), at: (k) => k.lastUsedAt, none: t("notYet"), format, timeZone, className: "text-xs" }),
    actionsColumn<ApiKeyView>(({ row }) => (row.original.status === "REVOKED" ? null : <span className="flex justify-end"><RevokeButton apiKey={row.original} own={own} /></span>), "w-20"),
  ] satisfies ColumnDef<ApiKeyView>[], [t, format, timeZone, own]);
}

/**
 * API keys. In Settings (an administrator): every key of both kinds, with its owner and scopes;
 * new ones act as a service principal; any can be revoked. With `own` (Profile): the person's own
 * keys, acting as them, made and revoked by them.
 */
export function ApiKeysSection({ apiKeys, timeZone, own = false }: { apiKeys: readonly ApiKeyView[]; timeZone: string; own?: boolean }) {
  const [shown, setShown] = useState<string | null>(null);
  const t = useTranslations("admin.apiKeys");
  const cols = useColumns(timeZone, own);
  const principals = useMemo(() => [...new Set(apiKeys.filter((k) => k.kind === "principal").map((k) => k.owner.name))].sort(), [apiKeys]);
  const add = <ApiKeyFormDialog own={own} principals={principals} onCreated={setShown} trigger={<AddButton>{t("newKey")}</AddButton>} />;
  return (
    <TableSection
      columns={cols}
      data={apiKeys}
      caption={own ? t("ownCaption") : t("caption")}
      add={add}
      empty={{ icon: KeyRound, title: t("emptyTitle"), description: own ? t("ownEmptyDescription") : t("emptyDescription") }}
    >
      <ShownOnceDialog
        title={t("shownTitle")}
        testId="api-key"
        secret={shown}
        onClose={() => setShown(null)}
        description={t("shownDescription")}
      />
    </TableSection>
  );
}

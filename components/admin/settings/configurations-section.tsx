"use client";

import { Pencil, Plus, Settings2, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShowRefusal } from "@/components/admin/refusal-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteConfiguration } from "@/hooks/use-settings";
import type { Configuration } from "@/lib/schemas/configurations";
import { ConfigurationFormDialog } from "./configuration-form-dialog";

function DeleteConfiguration({ entry }: { entry: Configuration }) {
  const t = useTranslations("admin.settings.configurations");
  const showRefusal = useShowRefusal();
  const remove = useDeleteConfiguration();
  return (
    <ConfirmDialog
      title={t("deleteTitle", { key: entry.key })}
      description={t("deleteDescription")}
      onConfirm={async () => {
        await remove.mutateAsync(entry.key).catch(showRefusal);
        toast({ title: t("deleted"), description: entry.key });
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={t("deleteLabel", { key: entry.key })}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}

function Title({ name }: { name: "key" | "value" | "description" }) {
  const t = useTranslations("admin.settings.configurations");
  return t(name);
}

function ActionsTitle() {
  const t = useTranslations("common");
  return t("actions");
}

function EditConfiguration({ entry }: { entry: Configuration }) {
  const t = useTranslations("admin.settings.configurations");
  return (
    <ConfigurationFormDialog
      entry={entry}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={t("editLabel", { key: entry.key })}>
          <Pencil aria-hidden="true" />
        </Button>
      }
    />
  );
}

const columns: ColumnDef<Configuration>[] = [
  { accessorKey: "key", header: () => <Title name="key" />, cell: ({ row }) => <code className="text-xs">{row.original.key}</code> },
  { id: "value", accessorFn: (c) => JSON.stringify(c.value), header: () => <Title name="value" />, enableSorting: false, cell: ({ getValue }) => <code className="text-xs">{String(getValue())}</code> },
  { accessorKey: "description", header: () => <Title name="description" />, enableSorting: false, cell: ({ row }) => row.original.description ?? "—" },
  {
    id: "actions",
    header: ActionsTitle,
    enableSorting: false,
    meta: { className: "w-24 text-right" },
    cell: ({ row }) => (
      <span className="flex justify-end gap-1">
        <EditConfiguration entry={row.original} />
        <DeleteConfiguration entry={row.original} />
      </span>
    ),
  },
];

/** The flags of spec point 5 whose purpose the catalogue says, in the words of the screens they change. */
const FLAGS_WITH_PURPOSE = ["FEATURE_INVOICING", "FEATURE_EXPENSES"] as const;
const hasPurpose = (name: string): name is (typeof FLAGS_WITH_PURPOSE)[number] => (FLAGS_WITH_PURPOSE as readonly string[]).includes(name);

export interface FeatureFlag {
  name: string;
  on: boolean;
}

/**
 * The flags are environment variables read when the server starts, so the screen can only say
 * how they are set and how to change them.
 */
function FeatureFlags({ flags }: { flags: readonly FeatureFlag[] }) {
  const t = useTranslations("admin.settings.configurations");
  return (
    <ul aria-label={t("flagsLabel")} className="flex flex-col divide-y rounded-md border text-sm">
      {flags.map((flag) => (
        <li key={flag.name} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
          <code className="text-xs font-medium">{flag.name}</code>
          <Badge variant={flag.on ? "secondary" : "outline"}>{flag.on ? t("on") : t("off")}</Badge>
          {hasPurpose(flag.name) ? <span className="text-muted-foreground">{t(`flagPurpose.${flag.name}`)}</span> : null}
          <span className="basis-full text-xs text-muted-foreground">{flag.on ? t("switchOff", { name: flag.name }) : t("switchOn", { name: flag.name })}</span>
        </li>
      ))}
    </ul>
  );
}

/** Feature flags (set in the environment, shown here) and the configuration entries (edited here). */
export function ConfigurationsSection({ entries, flags }: { entries: readonly Configuration[]; flags: readonly FeatureFlag[] }) {
  const t = useTranslations("admin.settings.configurations");
  const add = (
    <ConfigurationFormDialog
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          {t("newEntry")}
        </Button>
      }
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <FeatureFlags flags={flags} />
      <div className="flex justify-end">{entries.length > 0 ? add : null}</div>
      <DataTable
        columns={columns}
        data={entries}
        getRowId={(entry) => entry.id}
        caption={t("caption")}
        empty={
          <EmptyState
            icon={Settings2}
            title={t("emptyTitle")}
            description={t("emptyDescription")}
            action={add}
          />
        }
      />
    </div>
  );
}

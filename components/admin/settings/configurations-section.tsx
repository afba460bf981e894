"use client";

import { Pencil, Settings2, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { AddButton } from "@/components/ui/add-button";
import { Badge } from "@/components/ui/badge";
import { actionsColumn, TableSection, type ColumnDef } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { useDeleteConfiguration } from "@/hooks/use-configurations";
import { configurationEntryIssue, type Configuration } from "@/lib/schemas/configurations";
import { ConfigurationFormDialog } from "./configuration-form-dialog";

function DeleteConfiguration({ entry }: { entry: Configuration }) {
  const t = useTranslations("admin.settings.configurations");
  const remove = useDeleteConfiguration();
  return (
    <ConfirmAction
      title={t("deleteTitle", { key: entry.key })}
      description={t("deleteDescription")}
      run={() => remove.mutateAsync(entry.key)}
      done={{ title: t("deleted"), description: entry.key }}
      trigger={<IconButton icon={Trash2} label={t("deleteLabel", { key: entry.key })} />}
    />
  );
}

function Title({ name }: { name: "key" | "value" | "description" }) {
  const t = useTranslations("admin.settings.configurations");
  return t(name);
}

function EditConfiguration({ entry }: { entry: Configuration }) {
  const t = useTranslations("admin.settings.configurations");
  return <ConfigurationFormDialog entry={entry} trigger={<IconButton icon={Pencil} label={t("editLabel", { key: entry.key })} />} />;
}

/** The stored value; one an older release wrote that the application can no longer use is flagged with the reason. */
function StoredValue({ entry }: { entry: Configuration }) {
  const t = useTranslations("admin.settings.configurations");
  const refusalText = useRefusalText();
  return (
    <span className="flex flex-col items-start gap-1">
      <code className="text-xs">{JSON.stringify(entry.value)}</code>
      {entry.problem ? (
        <>
          {/* The list carries the problem's English only; its key is found again from the entry itself. */}
          <Badge variant="destructive">{t("invalid")}</Badge>
          <span className="text-xs text-destructive">{t("invalidDetail", { problem: refusalText(configurationEntryIssue(entry.key, entry.value) ?? entry.problem) })}</span>
        </>
      ) : null}
    </span>
  );
}

const columns: ColumnDef<Configuration>[] = [
  { accessorKey: "key", header: () => <Title name="key" />, cell: ({ row }) => <code className="text-xs">{row.original.key}</code> },
  { id: "value", accessorFn: (c) => JSON.stringify(c.value), header: () => <Title name="value" />, enableSorting: false, cell: ({ row }) => <StoredValue entry={row.original} /> },
  { accessorKey: "description", header: () => <Title name="description" />, enableSorting: false, cell: ({ row }) => row.original.description ?? "—" },
  actionsColumn(({ row }) => (
    <span className="flex justify-end gap-1">
      <EditConfiguration entry={row.original} />
      <DeleteConfiguration entry={row.original} />
    </span>
  ), "w-24"),
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
  return (
    <TableSection
      intro={<FeatureFlags flags={flags} />}
      columns={columns}
      data={entries}
      caption={t("caption")}
      add={<ConfigurationFormDialog trigger={<AddButton>{t("newEntry")}</AddButton>} />}
      empty={{ icon: Settings2, title: t("emptyTitle"), description: t("emptyDescription") }}
    />
  );
}

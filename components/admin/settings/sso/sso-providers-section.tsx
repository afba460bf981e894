"use client";

import { Fingerprint, Pencil, Plus, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { showRefusal } from "@/components/admin/refusal-toast";
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
  const remove = useDeleteSsoProvider();
  return (
    <ConfirmDialog
      subject={`the provider ${provider.name}`}
      actionLabel="Remove"
      description={`People of ${provider.domains.join(", ")} sign in with their passwords again.`}
      onConfirm={async () => {
        await remove.mutateAsync(provider.id).catch(showRefusal);
        toast({ title: "Provider removed", description: provider.name });
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Remove the provider ${provider.name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}

const columnsFor = (callbackBase: string): ColumnDef<SsoProviderView>[] => [
  { accessorKey: "name", header: "Name", cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
  { accessorKey: "issuer", header: "Issuer", cell: ({ row }) => <code className="break-all text-xs">{row.original.issuer}</code> },
  { accessorKey: "clientId", header: "Client id", cell: ({ row }) => <code className="break-all text-xs">{row.original.clientId}</code> },
  { id: "domains", accessorFn: (p) => p.domains.join(", "), header: "Domains" },
  {
    id: "redirect",
    accessorFn: (p) => p.id,
    header: "Redirect URI",
    enableSorting: false,
    cell: ({ row }) => <code className="break-all text-xs">{`${callbackBase}/api/auth/callback/${row.original.id}`}</code>,
  },
  {
    id: "required",
    accessorFn: (p) => (p.required ? "Required" : "Optional"),
    header: "Password",
    cell: ({ row }) => <Badge variant={row.original.required ? "secondary" : "outline"}>{row.original.required ? "Refused (required)" : "Allowed"}</Badge>,
  },
  {
    id: "actions",
    header: "Actions",
    enableSorting: false,
    meta: { className: "w-24 text-right" },
    cell: ({ row }) => (
      <span className="flex justify-end gap-1">
        <SsoProviderFormDialog
          provider={row.original}
          trigger={
            <Button variant="ghost" size="icon-sm" aria-label={`Edit the provider ${row.original.name}`}>
              <Pencil aria-hidden="true" />
            </Button>
          }
        />
        <DeleteButton provider={row.original} />
      </span>
    ),
  },
];

/** OpenID Connect providers: people of their e-mail domains sign in through them. */
export function SsoProvidersSection({ providers, callbackBase }: { providers: readonly SsoProviderView[]; callbackBase: string }) {
  const columns = useMemo(() => columnsFor(callbackBase), [callbackBase]);
  const add = (
    <SsoProviderFormDialog
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          New provider
        </Button>
      }
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Only people who already have an account sign in this way, matched by an e-mail the provider verified. Register Settle at the provider with the redirect
        URI of its row.
      </p>
      {providers.length > 0 ? <div className="flex justify-end">{add}</div> : null}
      <DataTable
        columns={columns}
        data={providers}
        getRowId={(p) => p.id}
        caption="Single sign-on providers"
        empty={<EmptyState icon={Fingerprint} title="No single sign-on yet" description="Let people of your company's e-mail domains sign in through your identity provider." action={add} />}
      />
    </div>
  );
}

import { Building2 } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { countryLabel } from "@/lib/format/labels";

export interface ClientItem {
  id: string;
  name: string;
  countryCode: string | null;
  contactEmail: string | null;
  projectCount: number;
}

/** Every client with its country, contact and number of projects. */
export function ClientsTable({ clients }: { clients: readonly ClientItem[] }) {
  if (clients.length === 0) {
    return (
      <EmptyState
        icon={Building2}
        title="No clients yet"
        description="Add the first client (the company a project is done for); its projects and their timesheets follow."
      />
    );
  }
  return (
    <Table aria-label="Clients">
      <TableHeader>
        <TableRow>
          <TableHead>Client</TableHead>
          <TableHead>Country</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead className="text-right">Projects</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.id}>
            <TableCell className="font-medium">{client.name}</TableCell>
            <TableCell>{countryLabel(client.countryCode)}</TableCell>
            <TableCell>
              {client.contactEmail ? (
                <a href={`mailto:${client.contactEmail}`} className="underline-offset-4 hover:underline">
                  {client.contactEmail}
                </a>
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">{client.projectCount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

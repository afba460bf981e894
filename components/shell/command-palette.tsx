"use client";

import { Command } from "cmdk";
import { Banknote, Building2, FileClock, FolderKanban, LogOut, Monitor, Moon, Search, Settings, Sun, UserRound, type LucideIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTheme } from "next-themes";
import { useEffect, useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useLookup } from "@/hooks/use-lookup";
import { useSignOut } from "@/hooks/use-sign-out";
import { BILLING_DETAILS_HREF, menuFor, type MenuProject } from "@/lib/navigation/menu";

/** How long typing must pause before the palette asks the server (the look-ups are paged, at most 20). */
const LOOKUP_DEBOUNCE_MS = 200;

type Destination = { key: string; label: string; href: string; icon: LucideIcon };

/** Every page of the role's menu (a contractor's projects included), and those of the user menu. */
function destinationsFor(role: string, projects: readonly MenuProject[]): Destination[] {
  const menu = menuFor(role, projects).flatMap((item) => [item, ...(item.children ?? [])]);
  const pages: Destination[] = menu.map((item) => ({ key: item.key, label: item.projectId ? `Timesheet: ${item.label}` : item.label, href: item.href, icon: item.projectId ? FileClock : FolderKanban }));
  if (role === "ADMIN") {
    pages.push({ key: "admin-settings", label: "Settings", href: "/admin/settings", icon: Settings });
    pages.push({ key: "admin-payments", label: "Payments", href: "/admin/payments", icon: Banknote });
  }
  if (role === "SUBCONTRACTOR") {
    pages.push({ key: "contractor-profile", label: "Profile", href: "/contractor/profile", icon: UserRound });
    pages.push({ key: "contractor-billing", label: "Billing details", href: BILLING_DETAILS_HREF, icon: UserRound });
  }
  return pages;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Item({ value, onSelect, icon: Icon, children }: { value: string; onSelect: () => void; icon: LucideIcon; children: ReactNode }) {
  return (
    <Command.Item value={value} onSelect={onSelect} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      {children}
    </Command.Item>
  );
}

const groupClasses = "[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground";

/** Administrators find contractors, projects and clients by name as they type. */
function AdminResults({ query, go }: { query: string; go: (href: string) => void }) {
  const q = useDebounced(query.trim(), LOOKUP_DEBOUNCE_MS);
  const enabled = q.length > 0;
  const contractors = useLookup("contractors", q, enabled);
  const projects = useLookup("projects", q, enabled);
  const clients = useLookup("clients", q, enabled);
  if (!enabled) return null;
  const loading = contractors.isFetching || projects.isFetching || clients.isFetching;
  return (
    <>
      {loading ? <Command.Loading>Searching…</Command.Loading> : null}
      {contractors.data?.length ? (
        <Command.Group heading="Contractors" className={groupClasses}>
          {contractors.data.flatMap((person) => [
            <Item key={`c-${person.id}`} value={`contractor ${person.name} ${person.detail ?? ""} ${person.id}`} icon={UserRound} onSelect={() => go(`/admin/contractors/${person.id}`)}>
              {person.name}
              <span className="truncate text-xs text-muted-foreground">{person.detail}</span>
            </Item>,
            <Item key={`t-${person.id}`} value={`timesheets of ${person.name} ${person.detail ?? ""} ${person.id}`} icon={FileClock} onSelect={() => go(`/admin/timesheets?contractor=${person.id}`)}>
              Timesheets of {person.name}
            </Item>,
          ])}
        </Command.Group>
      ) : null}
      {projects.data?.length ? (
        <Command.Group heading="Projects" className={groupClasses}>
          {projects.data.map((project) => (
            <Item key={project.id} value={`project ${project.name} ${project.detail ?? ""} ${project.id}`} icon={FolderKanban} onSelect={() => go(`/admin/projects/${project.id}`)}>
              {project.name}
              <span className="truncate text-xs text-muted-foreground">{project.detail}</span>
            </Item>
          ))}
        </Command.Group>
      ) : null}
      {clients.data?.length ? (
        <Command.Group heading="Clients" className={groupClasses}>
          {clients.data.map((client) => (
            <Item key={client.id} value={`client ${client.name} ${client.id}`} icon={Building2} onSelect={() => go(`/admin/projects?client=${client.id}`)}>
              Projects of {client.name}
            </Item>
          ))}
        </Command.Group>
      ) : null}
    </>
  );
}

/**
 * Ctrl+K (⌘K on a Mac) anywhere: go to any page of the role, find contractors, projects and clients
 * (administrators), switch the theme, sign out. Fully keyboard-driven: arrows move, Enter runs,
 * Escape closes; the list is a listbox the input controls, so screen readers follow the selection.
 */
export function CommandPalette({ role, projects = [] }: { role: string; projects?: readonly MenuProject[] }) {
  const router = useRouter();
  const { setTheme } = useTheme();
  const { signOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");

  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    document.addEventListener("keydown", toggle);
    return () => document.removeEventListener("keydown", toggle);
  }, []);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setQuery("");
  }
  function run(action: () => void) {
    onOpenChange(false);
    action();
  }
  const go = (href: string) => run(() => router.push(href));

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="command-palette-button"
        className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-muted-foreground transition-colors hover:bg-sidebar-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="flex-1">Search and commands</span>
        <kbd className="rounded border px-1 text-xs">Ctrl K</kbd>
      </button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent hideClose className="overflow-hidden p-0 sm:max-w-lg" data-testid="command-palette">
          <DialogTitle className="sr-only">Command palette</DialogTitle>
          <DialogDescription className="sr-only">Type to find a page, a person, a project or a command; arrows move, Enter opens.</DialogDescription>
          <Command label="Search pages and commands" className="flex flex-col">
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder={role === "ADMIN" ? "Find a page, contractor, project or client…" : "Find a page or a command…"}
              className="h-11 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
            />
            <Command.List className="max-h-80 overflow-y-auto p-1">
              <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">Nothing found.</Command.Empty>
              {role === "ADMIN" ? <AdminResults query={query} go={go} /> : null}
              <Command.Group heading="Go to" className={groupClasses}>
                {destinationsFor(role, projects).map((page) => (
                  <Item key={page.key} value={`go to ${page.label}`} icon={page.icon} onSelect={() => go(page.href)}>
                    {page.label}
                  </Item>
                ))}
              </Command.Group>
              <Command.Group heading="Theme" className={groupClasses}>
                <Item value="theme light" icon={Sun} onSelect={() => run(() => setTheme("light"))}>
                  Light theme
                </Item>
                <Item value="theme dark" icon={Moon} onSelect={() => run(() => setTheme("dark"))}>
                  Dark theme
                </Item>
                <Item value="theme system" icon={Monitor} onSelect={() => run(() => setTheme("system"))}>
                  System theme
                </Item>
              </Command.Group>
              <Command.Group heading="Account" className={groupClasses}>
                <Item value="sign out log out" icon={LogOut} onSelect={() => run(() => void signOut())}>
                  Sign out
                </Item>
              </Command.Group>
            </Command.List>
          </Command>
        </DialogContent>
      </Dialog>
    </>
  );
}

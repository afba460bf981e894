"use client";

import { Command } from "cmdk";
import {
  Banknote,
  Building2,
  CalendarDays,
  CalendarRange,
  FileClock,
  FolderKanban,
  LogOut,
  Monitor,
  Moon,
  Plus,
  Search,
  Send,
  Settings,
  SquarePen,
  Sun,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { useRouter } from "next/navigation";
import { useTheme } from "next-themes";
import { useEffect, useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useLookup } from "@/hooks/use-lookup";
import { useProjectEngagements } from "@/hooks/use-engagements";
import { useSignOut } from "@/hooks/use-sign-out";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { BILLING_DETAILS_HREF, menuFor, type MenuProject } from "@/lib/navigation/menu";
import {
  adminPeriodHref,
  INVITE_CONTRACTOR_HREF,
  logWorkTimesheets,
  NEW_CLIENT_HREF,
  parseTypedMonth,
  timesheetsOfPeriod,
  type PaletteTimesheet,
} from "@/lib/navigation/palette-actions";

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

type ItemProps = { value: string; onSelect: () => void; icon: LucideIcon; children: ReactNode; keywords?: string[]; disabled?: boolean };

function Item({ value, onSelect, icon: Icon, children, keywords, disabled }: ItemProps) {
  return (
    <Command.Item
      value={value}
      keywords={keywords}
      disabled={disabled}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm aria-disabled:cursor-default aria-disabled:text-muted-foreground aria-selected:bg-accent aria-selected:text-accent-foreground"
    >
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
              {person.name} <Detail>{person.detail}</Detail>
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
              {project.name} <Detail>{project.detail}</Detail>
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

/** A line's second part, quieter: the e-mail of a person, the month of a timesheet. */
function Detail({ children }: { children: ReactNode }) {
  return <span className="truncate text-xs text-muted-foreground">{children}</span>;
}

/** What an administrator may start from anywhere: the create dialogs of Clients and Users, and a month's timesheets when one is typed. */
function AdminActions({ query, go }: { query: string; go: (href: string) => void }) {
  const period = parseTypedMonth(query);
  return (
    <>
      {period ? (
        <Command.Group heading="Go to a month" className={groupClasses}>
          <Item value={`month timesheets of ${period.name} ${period.toString()}`} keywords={[query.trim()]} icon={CalendarRange} onSelect={() => go(adminPeriodHref(period))}>
            Timesheets of {period.name}
          </Item>
        </Command.Group>
      ) : null}
      <Command.Group heading="Actions" className={groupClasses}>
        <Item value="new client create add client" icon={Plus} onSelect={() => go(NEW_CLIENT_HREF)}>
          New client
        </Item>
        <Item value="invite contractor new contractor add user" icon={Send} onSelect={() => go(INVITE_CONTRACTOR_HREF)}>
          Invite contractor
        </Item>
      </Command.Group>
    </>
  );
}

function TimesheetItem({ sheet, value, icon, go, keywords, children }: { sheet: PaletteTimesheet; value: string; icon: LucideIcon; go: (href: string) => void; keywords?: string[]; children: ReactNode }) {
  return (
    <Item value={`${value} ${sheet.projectName} ${sheet.periodName} ${sheet.timesheetId}`} keywords={keywords} icon={icon} onSelect={() => go(sheet.href)}>
      {children} <Detail>{sheet.periodName}</Detail>
    </Item>
  );
}

/**
 * A contractor's actions on their projects: log work (the month that takes records) and open this
 * month's timesheet, one line per project; a typed month opens that month's timesheet of each
 * project that has one. From the engagements the workspace reads too (one cached query), asked
 * only while the palette is open; "this month" is the server's (business time zone).
 */
function ContractorActions({ query, today, go }: { query: string; today: IsoDate; go: (href: string) => void }) {
  const engagements = useProjectEngagements();
  const typed = parseTypedMonth(query);
  if (!engagements.data) return engagements.isPending ? <Command.Loading>Loading your projects…</Command.Loading> : null;
  const current = BillingPeriod.current(today);
  const logWork = logWorkTimesheets(engagements.data, today);
  const thisMonth = timesheetsOfPeriod(engagements.data, current);
  const ofTyped = typed ? timesheetsOfPeriod(engagements.data, typed) : [];
  return (
    <>
      {typed ? (
        <Command.Group heading="Go to a month" className={groupClasses}>
          {ofTyped.length > 0 ? (
            ofTyped.map((sheet) => (
              <TimesheetItem key={sheet.timesheetId} sheet={sheet} value="month timesheet of" keywords={[query.trim()]} icon={CalendarRange} go={go}>
                Timesheet of {sheet.projectName}
              </TimesheetItem>
            ))
          ) : (
            <Item value={`month none ${typed.toString()}`} keywords={[query.trim()]} icon={CalendarRange} disabled onSelect={() => undefined}>
              No timesheet in {typed.name}
            </Item>
          )}
        </Command.Group>
      ) : null}
      {logWork.length > 0 || thisMonth.length > 0 ? (
        <Command.Group heading="Actions" className={groupClasses}>
          {logWork.map((sheet) => (
            <TimesheetItem key={`log-${sheet.projectId}`} sheet={sheet} value="log work record time on" icon={SquarePen} go={go}>
              Log work on {sheet.projectName}
            </TimesheetItem>
          ))}
          {thisMonth.map((sheet) => (
            <TimesheetItem key={`month-${sheet.projectId}`} sheet={sheet} value="open this month's timesheet current month of" icon={CalendarDays} go={go}>
              Open this month&apos;s timesheet of {sheet.projectName}
            </TimesheetItem>
          ))}
        </Command.Group>
      ) : null}
    </>
  );
}

/**
 * Ctrl+K (⌘K on a Mac) anywhere: go to any page of the role, find contractors, projects and clients
 * (administrators), run the role's actions (new client and invite contractor; log work and this
 * month's timesheet), go to a month typed as 2026-10, 10/2026, Oct 2026 or October 2026, switch
 * the theme, sign out. Fully keyboard-driven: arrows move, Enter runs, Escape closes; the list is a
 * listbox the input controls, so screen readers follow the selection. Each group has a heading.
 */
export function CommandPalette({ role, projects = [], today }: { role: string; projects?: readonly MenuProject[]; today?: IsoDate }) {
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
          <DialogDescription className="sr-only">Type to find a page, a person, a project, a command or a month such as October 2026; arrows move, Enter opens.</DialogDescription>
          <Command label="Search pages and commands" className="flex flex-col">
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder={role === "ADMIN" ? "Find a page, contractor, project, client or month…" : "Find a page, a command or a month…"}
              className="h-11 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
            />
            <Command.List className="max-h-80 overflow-y-auto p-1">
              <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">Nothing found.</Command.Empty>
              {role === "ADMIN" ? <AdminResults query={query} go={go} /> : null}
              {role === "ADMIN" ? <AdminActions query={query} go={go} /> : null}
              {role === "SUBCONTRACTOR" && today ? <ContractorActions query={query} today={today} go={go} /> : null}
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

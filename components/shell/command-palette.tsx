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
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTheme } from "next-themes";
import { useEffect, useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useLookup } from "@/hooks/use-lookup";
import { useProjectEngagements } from "@/hooks/use-project-engagements";
import { useFormat } from "@/hooks/use-format";
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
import { useMenuLabel } from "./sidebar-nav";

/** How long typing must pause before the palette asks the server (the look-ups are paged, at most 20). */
const LOOKUP_DEBOUNCE_MS = 200;

type Destination = { key: string; label: string; href: string; icon: LucideIcon };

/** Every page of the role's menu (a contractor's projects included), and those of the user menu, named as the menus name them. */
function useDestinations(role: string, projects: readonly MenuProject[]): Destination[] {
  const t = useTranslations("palette");
  const menuLabel = useMenuLabel();
  const menu = menuFor(role, projects).flatMap((item) => [item, ...(item.children ?? [])]);
  const pages: Destination[] = menu.map((item) => ({
    key: item.key,
    label: item.projectId ? t("projectTimesheet", { project: item.label }) : menuLabel(item),
    href: item.href,
    icon: item.projectId ? FileClock : FolderKanban,
  }));
  if (role === "ADMIN") {
    pages.push({ key: "admin-settings", label: t("pages.admin-settings"), href: "/admin/settings", icon: Settings });
    pages.push({ key: "admin-payments", label: t("pages.admin-payments"), href: "/admin/payments", icon: Banknote });
  }
  if (role === "SUBCONTRACTOR") {
    pages.push({ key: "contractor-profile", label: t("pages.contractor-profile"), href: "/contractor/profile", icon: UserRound });
    pages.push({ key: "contractor-billing", label: t("pages.contractor-billing"), href: BILLING_DETAILS_HREF, icon: UserRound });
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

/**
 * `value` holds the English words an item is found by; `label`, its text in the page's language,
 * is shown and found by too (as one of the keywords).
 */
type ItemProps = { value: string; onSelect: () => void; icon: LucideIcon; label?: string; children?: ReactNode; keywords?: string[]; disabled?: boolean };

function Item({ value, onSelect, icon: Icon, label, children, keywords, disabled }: ItemProps) {
  return (
    <Command.Item
      value={value}
      keywords={label === undefined ? keywords : [...(keywords ?? []), label]}
      disabled={disabled}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm aria-disabled:cursor-default aria-disabled:text-muted-foreground aria-selected:bg-accent aria-selected:text-accent-foreground"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      {label}
      {children}
    </Command.Item>
  );
}

const groupClasses = "[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground";

/** Administrators find contractors, projects and clients by name as they type. */
function AdminResults({ query, go }: { query: string; go: (href: string) => void }) {
  const t = useTranslations("palette");
  const q = useDebounced(query.trim(), LOOKUP_DEBOUNCE_MS);
  const enabled = q.length > 0;
  const contractors = useLookup("contractors", q, enabled);
  const projects = useLookup("projects", q, enabled);
  const clients = useLookup("clients", q, enabled);
  if (!enabled) return null;
  const loading = contractors.isFetching || projects.isFetching || clients.isFetching;
  return (
    <>
      {loading ? <Command.Loading>{t("searching")}</Command.Loading> : null}
      {contractors.data?.length ? (
        <Command.Group heading={t("groups.contractors")} className={groupClasses}>
          {contractors.data.flatMap((person) => [
            <Item key={`c-${person.id}`} value={`contractor ${person.name} ${person.detail ?? ""} ${person.id}`} icon={UserRound} onSelect={() => go(`/admin/contractors/${person.id}`)}>
              {person.name} <Detail>{person.detail}</Detail>
            </Item>,
            <Item key={`t-${person.id}`} value={`timesheets of ${person.name} ${person.detail ?? ""} ${person.id}`} icon={FileClock} onSelect={() => go(`/admin/timesheets?contractor=${person.id}`)}>
              {t("timesheetsOf", { name: person.name })}
            </Item>,
          ])}
        </Command.Group>
      ) : null}
      {projects.data?.length ? (
        <Command.Group heading={t("groups.projects")} className={groupClasses}>
          {projects.data.map((project) => (
            <Item key={project.id} value={`project ${project.name} ${project.detail ?? ""} ${project.id}`} icon={FolderKanban} onSelect={() => go(`/admin/projects/${project.id}`)}>
              {project.name} <Detail>{project.detail}</Detail>
            </Item>
          ))}
        </Command.Group>
      ) : null}
      {clients.data?.length ? (
        <Command.Group heading={t("groups.clients")} className={groupClasses}>
          {clients.data.map((client) => (
            <Item key={client.id} value={`client ${client.name} ${client.id}`} icon={Building2} onSelect={() => go(`/admin/projects?client=${client.id}`)}>
              {t("projectsOf", { name: client.name })}
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
  const t = useTranslations("palette");
  const format = useFormat();
  const period = parseTypedMonth(query, format.locale);
  return (
    <>
      {period ? (
        <Command.Group heading={t("groups.month")} className={groupClasses}>
          <Item value={`month timesheets of ${period.name} ${period.toString()}`} keywords={[query.trim()]} icon={CalendarRange} onSelect={() => go(adminPeriodHref(period))}>
            {t("timesheetsOfMonth", { month: format.month(period) })}
          </Item>
        </Command.Group>
      ) : null}
      <Command.Group heading={t("groups.actions")} className={groupClasses}>
        {/* Found by the English words (the value) and by the page's language (keywords). */}
        <Item value="new client create add client" label={t("newClient")} icon={Plus} onSelect={() => go(NEW_CLIENT_HREF)} />
        <Item value="invite contractor new contractor add user" label={t("inviteContractor")} icon={Send} onSelect={() => go(INVITE_CONTRACTOR_HREF)} />
      </Command.Group>
    </>
  );
}

function TimesheetItem({ sheet, value, icon, go, keywords, children }: { sheet: PaletteTimesheet; value: string; icon: LucideIcon; go: (href: string) => void; keywords?: string[]; children: string }) {
  const format = useFormat();
  const month = format.month(sheet.period);
  return (
    <Item value={`${value} ${sheet.projectName} ${sheet.periodName} ${sheet.timesheetId}`} label={children} keywords={[...(keywords ?? []), month]} icon={icon} onSelect={() => go(sheet.href)}>
      {" "}
      <Detail>{month}</Detail>
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
  const t = useTranslations("palette");
  const format = useFormat();
  const engagements = useProjectEngagements();
  const typed = parseTypedMonth(query, format.locale);
  if (!engagements.data) return engagements.isPending ? <Command.Loading>{t("loadingProjects")}</Command.Loading> : null;
  const current = BillingPeriod.current(today);
  const logWork = logWorkTimesheets(engagements.data, today);
  const thisMonth = timesheetsOfPeriod(engagements.data, current);
  const ofTyped = typed ? timesheetsOfPeriod(engagements.data, typed) : [];
  return (
    <>
      {typed ? (
        <Command.Group heading={t("groups.month")} className={groupClasses}>
          {ofTyped.length > 0 ? (
            ofTyped.map((sheet) => (
              <TimesheetItem key={sheet.timesheetId} sheet={sheet} value="month timesheet of" keywords={[query.trim()]} icon={CalendarRange} go={go}>
                {t("timesheetOf", { project: sheet.projectName })}
              </TimesheetItem>
            ))
          ) : (
            <Item value={`month none ${typed.toString()}`} keywords={[query.trim()]} icon={CalendarRange} disabled onSelect={() => undefined}>
              {t("noTimesheetIn", { month: format.month(typed) })}
            </Item>
          )}
        </Command.Group>
      ) : null}
      {logWork.length > 0 || thisMonth.length > 0 ? (
        <Command.Group heading={t("groups.actions")} className={groupClasses}>
          {logWork.map((sheet) => (
            <TimesheetItem key={`log-${sheet.projectId}`} sheet={sheet} value="log work record time on" icon={SquarePen} go={go}>
              {t("logWorkOn", { project: sheet.projectName })}
            </TimesheetItem>
          ))}
          {thisMonth.map((sheet) => (
            <TimesheetItem key={`month-${sheet.projectId}`} sheet={sheet} value="open this month's timesheet current month of" icon={CalendarDays} go={go}>
              {t("openThisMonth", { project: sheet.projectName })}
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
  const t = useTranslations("palette");
  const destinations = useDestinations(role, projects);
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
        <span className="flex-1">{t("open")}</span>
        <kbd className="rounded border px-1 text-xs">{t("shortcut")}</kbd>
      </button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent hideClose className="overflow-hidden p-0 sm:max-w-lg" data-testid="command-palette">
          <DialogTitle className="sr-only">{t("title")}</DialogTitle>
          <DialogDescription className="sr-only">{t("description")}</DialogDescription>
          <Command label={t("label")} className="flex flex-col">
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder={role === "ADMIN" ? t("placeholderAdmin") : t("placeholder")}
              className="h-11 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
            />
            <Command.List className="max-h-80 overflow-y-auto p-1">
              <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">{t("empty")}</Command.Empty>
              {role === "ADMIN" ? <AdminResults query={query} go={go} /> : null}
              {role === "ADMIN" ? <AdminActions query={query} go={go} /> : null}
              {role === "SUBCONTRACTOR" && today ? <ContractorActions query={query} today={today} go={go} /> : null}
              <Command.Group heading={t("groups.goTo")} className={groupClasses}>
                {destinations.map((page) => (
                  <Item key={page.key} value={`go to ${page.label}`} icon={page.icon} onSelect={() => go(page.href)}>
                    {page.label}
                  </Item>
                ))}
              </Command.Group>
              <Command.Group heading={t("groups.theme")} className={groupClasses}>
                <Item value="theme light" label={t("lightTheme")} icon={Sun} onSelect={() => run(() => setTheme("light"))} />
                <Item value="theme dark" label={t("darkTheme")} icon={Moon} onSelect={() => run(() => setTheme("dark"))} />
                <Item value="theme system" label={t("systemTheme")} icon={Monitor} onSelect={() => run(() => setTheme("system"))} />
              </Command.Group>
              <Command.Group heading={t("groups.account")} className={groupClasses}>
                <Item value="sign out log out" label={t("signOut")} icon={LogOut} onSelect={() => run(() => void signOut())} />
              </Command.Group>
            </Command.List>
          </Command>
        </DialogContent>
      </Dialog>
    </>
  );
}

"use client";

import { Banknote, Bell, ChevronsUpDown, Compass, KeyRound, Landmark, LogOut, MonitorSmartphone, Settings, UserRound, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { SessionsDialog } from "@/components/account/sessions-dialog";
import { TwoFactorDialog } from "@/components/account/two-factor-dialog";
import { NotificationSettingsDialog } from "@/components/notifications/notification-settings-dialog";
import { ThemeSwitch } from "@/components/theme/theme-switch";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast/use-toast";
import { WORKSPACE_TOUR } from "@/components/contractor/tour/product-tour";
import { useSetProductTours } from "@/hooks/use-current-user";
import { useSignOut } from "@/hooks/use-sign-out";
import { isRole } from "@/lib/domain/reference";
import { BILLING_DETAILS_HREF } from "@/lib/navigation/menu";
import { LanguageSwitch } from "./language-switch";

export interface ShellUser {
  name: string;
  email: string;
  role: string;
}

function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.slice(0, 2).map((p) => p[0] ?? "") : [email[0] ?? "?"];
  return letters.join("").toUpperCase();
}

/** A menu item that goes to a page of the account's own. */
function MenuLink({ href, icon: Icon, testId, children }: { href: string; icon: LucideIcon; testId: string; children: ReactNode }) {
  return (
    <DropdownMenuItem asChild>
      <Link href={href} data-testid={testId}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenuItem>
  );
}

/** Bottom of the sidebar: who is signed in, the theme switch and "Sign out". */
export function UserMenu({ user }: { user: ShellUser }) {
  const t = useTranslations();
  const router = useRouter();
  const { signOut, signingOut } = useSignOut();
  const setTours = useSetProductTours();

  async function restartTour() {
    try {
      await setTours.mutateAsync({ [WORKSPACE_TOUR]: false });
      router.push("/contractor");
    } catch {
      toast({ variant: "destructive", title: t("common.error"), description: t("shell.userMenu.tourFailed") });
    }
  }
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          data-testid="user-menu"
          className="flex w-full items-center gap-2 rounded-md p-1.5 text-left transition-colors hover:bg-sidebar-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-sidebar-accent"
        >
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-primary"
          >
            {initials(user.name, user.email)}
          </span>
          <span className="grid min-w-0 flex-1 leading-tight">
            <span className="truncate text-sm font-medium">{user.name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="start" className="w-60">
          <DropdownMenuLabel className="grid gap-0.5 font-normal">
            <span className="truncate text-sm font-medium text-foreground">{user.name}</span>
            <span className="truncate">{user.email}</span>
            <span data-testid="user-role">{isRole(user.role) ? t(`shell.roles.${user.role}`) : user.role}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {user.role === "ADMIN" ? (
            <>
              <MenuLink href={"/admin/settings"} icon={Settings} testId="settings-link">
                {t("shell.userMenu.settings")}
              </MenuLink>
              <MenuLink href={"/admin/payments"} icon={Banknote} testId="payments-link">
                {t("shell.userMenu.payments")}
              </MenuLink>
              <DropdownMenuSeparator />
            </>
          ) : null}
          {user.role === "SUBCONTRACTOR" ? (
            <>
              <MenuLink href={"/contractor/profile"} icon={UserRound} testId="profile-link">
                {t("shell.userMenu.profile")}
              </MenuLink>
              <MenuLink href={BILLING_DETAILS_HREF} icon={Landmark} testId="billing-details-link">
                {t("shell.userMenu.billingDetails")}
              </MenuLink>
              <DropdownMenuItem data-testid="restart-tour" onSelect={() => void restartTour()}>
                <Compass aria-hidden="true" />
                {t("shell.userMenu.restartTour")}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
            </>
          ) : null}
          {user.role === "ADMIN" || user.role === "SUBCONTRACTOR" ? (
            <>
              {/* The dialog lives outside the menu, which unmounts its content when it closes. */}
              <DropdownMenuItem data-testid="notification-settings-link" onSelect={() => setNotificationsOpen(true)}>
                <Bell aria-hidden="true" />
                {t("shell.userMenu.notifications")}
              </DropdownMenuItem>
              <DropdownMenuItem data-testid="sessions-link" onSelect={() => setSessionsOpen(true)}>
                <MonitorSmartphone aria-hidden="true" />
                {t("shell.userMenu.sessions")}
              </DropdownMenuItem>
              <DropdownMenuItem data-testid="two-factor-link" onSelect={() => setTwoFactorOpen(true)}>
                <KeyRound aria-hidden="true" />
                {t("shell.userMenu.twoFactor")}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
            </>
          ) : null}
          <ThemeSwitch />
          <DropdownMenuSeparator />
          <LanguageSwitch />
          <DropdownMenuSeparator />
          <DropdownMenuItem
            data-testid="sign-out"
            disabled={signingOut}
            onSelect={(event) => {
              event.preventDefault();
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" />
            {signingOut ? t("shell.userMenu.signingOut") : t("shell.userMenu.signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NotificationSettingsDialog open={notificationsOpen} onOpenChange={setNotificationsOpen} />
      <SessionsDialog open={sessionsOpen} onOpenChange={setSessionsOpen} email={user.email} />
      <TwoFactorDialog open={twoFactorOpen} onOpenChange={setTwoFactorOpen} />
    </>
  );
}

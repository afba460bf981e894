import "server-only";
import { env } from "@/env";

/**
 * The link in the invitation e-mail; the page at /invite/<token> sets the password. The mail
 * itself is the NEW_USER template (server/notifications/templates/new-user.ts).
 */
export function invitationLink(token: string): string {
  return `${env.DEPLOYMENT_URL.replace(/\/+$/, "")}/invite/${token}`;
}

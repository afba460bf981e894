import "server-only";
import type { NewUserData } from "./data";
import { buildMail, PRODUCT_NAME, type RenderedMail } from "./mail-builder";

/** NEW_USER: the invitation, with its one-time link and expiry. */
export function newUserMail(data: NewUserData): RenderedMail {
  return buildMail({
    subject: `You are invited to ${PRODUCT_NAME}`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: `${data.inviter} invited you to ${PRODUCT_NAME}, where you log your work and settle your fees, expenses and bonuses.` },
      { kind: "action", label: "Choose your password", href: data.link },
      { kind: "paragraph", text: `The link works once and expires on ${data.expiresAt}. If it has expired, ask ${data.inviter} for a new invitation.` },
      { kind: "paragraph", text: "If you did not expect this invitation, you can ignore this e-mail." },
    ],
  });
}

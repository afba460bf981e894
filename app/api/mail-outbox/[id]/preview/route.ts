import { endpoint } from "@/server/http/endpoint";
import { mailDeliveryConfigured } from "@/server/mail/mail-transport";
import { previewOutboxMail } from "@/server/mail/preview-outbox-mail";

/** The mail as it will be sent; secret links only in local mode (see the service). */
export const GET = endpoint({ access: "admin:read", id: "Mail" }, ({ db, id }) => previewOutboxMail(db, id, { localMode: !mailDeliveryConfigured() }));

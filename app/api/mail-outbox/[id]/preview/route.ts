import { endpoint } from "@/server/http/endpoint";
import { mailOutboxApi } from "@/server/openapi/routes/mail-outbox";
import { mailDeliveryConfigured } from "@/server/mail/mail-transport";
import { previewOutboxMail } from "@/server/services/mail-outbox/preview-outbox-mail";

/** The mail as it will be sent; secret links only in local mode (see the service). */
export const GET = endpoint(mailOutboxApi.getMailOutboxPreview, ({ db, id }) => previewOutboxMail(db, id, { localMode: !mailDeliveryConfigured() }));

import { endpoint } from "@/server/http/endpoint";
import { passkeysApi } from "@/server/openapi/routes/passkeys";
import { listOwnPasskeys } from "@/server/services/passkeys/own-passkeys";

export const GET = endpoint(passkeysApi.listUserPasskeys, ({ db, actor }) => listOwnPasskeys(db, actor.userId));

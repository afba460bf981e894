import { endpoint } from "@/server/http/endpoint";
import { passkeysApi } from "@/server/openapi/routes/passkeys";
import { removeOwnPasskey, renameOwnPasskey } from "@/server/services/passkeys/own-passkeys";

export const PUT = endpoint(passkeysApi.updateUserPasskey, ({ db, actor, id, body }) => renameOwnPasskey(db, actor.userId, id, body));
export const DELETE = endpoint(passkeysApi.deleteUserPasskey, ({ db, actor, id }) => removeOwnPasskey(db, actor, id));

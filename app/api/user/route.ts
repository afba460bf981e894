import { updateCurrentUserInput } from "@/lib/schemas/user";
import { endpoint } from "@/server/http/endpoint";
import { getCurrentUser } from "@/server/services/users/get-current-user";
import { updateCurrentUser } from "@/server/services/users/update-current-user";

export const GET = endpoint({ access: "signed-in" }, ({ db, actor }) => getCurrentUser(db, actor));

export const PUT = endpoint({ access: "own-profile:write", body: updateCurrentUserInput }, ({ db, actor, body }) => updateCurrentUser(db, actor, body));

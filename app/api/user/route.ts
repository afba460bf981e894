import { endpoint } from "@/server/http/endpoint";
import { userApi } from "@/server/openapi/routes/user";
import { getCurrentUser } from "@/server/services/users/get-current-user";
import { updateCurrentUser } from "@/server/services/users/update-current-user";

export const GET = endpoint(userApi.getCurrentUser, ({ db, actor }) => getCurrentUser(db, actor));

export const PUT = endpoint(userApi.updateCurrentUser, ({ db, actor, body }) => updateCurrentUser(db, actor, body));

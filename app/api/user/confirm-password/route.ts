import { endpoint } from "@/server/http/endpoint";
import { userApi } from "@/server/openapi/routes/user";
import { confirmPassword } from "@/server/services/identity-confirmation/confirm-password";

export const POST = endpoint(userApi.createUserConfirmPassword, ({ db, actor, body, request }) =>
  confirmPassword(db, actor, body, request.headers),
);

import { confirmPasswordBody } from "@/lib/schemas/identity-confirmation";
import { requireSignedInPerson } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import { confirmPassword } from "@/server/services/identity-confirmation/confirm-password";

export const POST = endpoint({ access: requireSignedInPerson, body: confirmPasswordBody }, ({ db, actor, body, request }) =>
  confirmPassword(db, actor, body, request.headers),
);

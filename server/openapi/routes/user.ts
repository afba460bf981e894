import { z } from "zod";
import { confirmPasswordBody, identityConfirmation } from "@/lib/schemas/identity-confirmation";
import { currentUserView, updateCurrentUserInput } from "@/lib/schemas/user";
import { inArea, type RouteTable } from "../operation";

export const userApi = inArea("settings", {
  getCurrentUser: {
    method: "get",
    keyScope: "any key", // who the key acts as
    path: "/api/user",
    summary: "The caller's own profile; a contractor's includes work days, status, product tours, version and projects.",
    tag: "User",
    response: z.object({ data: currentUserView }),
    access: "signed-in",
  },
  updateCurrentUser: {
    method: "put",
    path: "/api/user",
    summary:
      "Update the caller's own profile: name (everyone), workingDays and productTours (contractors only; 400 otherwise). Product tours are merged. A stale version is 409.",
    tag: "User",
    body: updateCurrentUserInput,
    response: z.object({ data: currentUserView }),
    access: "own-profile:write",
  },
  createUserConfirmPassword: {
    method: "post",
    path: "/api/user/confirm-password",
    summary:
      "The caller re-enters their password; for the next 5 minutes the session they use may take a backup (GET /api/backup). A wrong password is 400 on `password`; after 5 wrong ones each further try waits longer (429).",
    tag: "User",
    body: confirmPasswordBody,
    response: z.object({ data: identityConfirmation }),
    access: "person",
  },
} satisfies RouteTable);

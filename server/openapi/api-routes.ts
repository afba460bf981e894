import type { ApiRoute } from "@/lib/schemas/common";
import { z } from "zod";

/**
 * Endpoints of the foundation (auth, the caller's profile). Each resource's schema module in
 * lib/schemas exports its own list; allApiRoutes() gathers them for the OpenAPI document.
 */
const signInBody = z.object({ email: z.email(), password: z.string() });
const currentUser = z.object({
  id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(["ADMIN", "SUBCONTRACTOR", "SERVICE_PRINCIPAL"]),
  contractor: z
    .object({
      id: z.uuid(),
      workingDays: z.array(z.string()),
      status: z.enum(["INVITED", "REGISTERED"]),
      productTours: z.record(z.string(), z.boolean()),
      projects: z.array(z.object({ id: z.uuid(), name: z.string() })),
    })
    .nullable(),
});

export const foundationApi: ApiRoute[] = [
  {
    method: "post",
    path: "/api/auth/sign-in/email",
    summary: "Sign in with e-mail and password; sets the session cookie. Rate limited per address.",
    tag: "Authentication",
    body: signInBody,
    access: "anyone",
  },
  { method: "post", path: "/api/auth/sign-out", summary: "Sign out; clears the session cookie.", tag: "Authentication", access: "signed in" },
  {
    method: "get",
    path: "/api/user",
    summary: "The caller's own profile.",
    tag: "User",
    response: z.object({ data: currentUser }),
    access: "signed in or admin API key",
  },
];

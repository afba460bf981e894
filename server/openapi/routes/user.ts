import { z } from "zod";
import { type ApiRoute } from "@/lib/schemas/common";
import { currentUserView, updateCurrentUserInput } from "@/lib/schemas/user";

export const userApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/user",
    summary: "The caller's own profile; a contractor's includes work days, status, product tours, version and projects.",
    tag: "User",
    response: z.object({ data: currentUserView }),
    access: "signed in or admin API key",
  },
  {
    method: "put",
    path: "/api/user",
    summary:
      "Update the caller's own profile: name (everyone), workingDays and productTours (contractors only; 400 otherwise). Product tours are merged. A stale version is 409.",
    tag: "User",
    body: updateCurrentUserInput,
    response: z.object({ data: currentUserView }),
    access: "signed in (admin or contractor)",
  },
];

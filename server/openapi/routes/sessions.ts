import { z } from "zod";
import { endedSessions, sessionParams, sessionView } from "@/lib/schemas/sessions";
import { inArea, type RouteTable } from "../operation";

export const sessionsApi = inArea("settings", {
  listUserSessions: {
    method: "get",
    path: "/api/user/sessions",
    summary:
      "The caller's own sessions that have not expired, most recently used first: the browser (from its user agent), the address it signed in from, when it began, when it was last active (renewed at most once a day) and when it expires; `current` marks the one this request came with.",
    tag: "User",
    response: z.object({ data: z.array(sessionView) }),
    access: "person",
  },
  deleteUserSession: {
    method: "delete",
    path: "/api/user/sessions/{id}",
    summary:
      "Ends one of the caller's other sessions at once: its next request is unauthenticated and its live updates stop. The session in use is ended by signing out (409); another person's session is a 404.",
    tag: "User",
    params: sessionParams,
    response: z.object({ data: endedSessions }),
    access: "person",
    id: "Session",
  },
  createUserSessionEndOther: {
    method: "post",
    path: "/api/user/sessions/end-others",
    summary: "Ends every session of the caller except the one in use (sign out everywhere else). Answers how many ended.",
    tag: "User",
    response: z.object({ data: endedSessions }),
    access: "person",
  },
  createContractorEndSession: {
    method: "post",
    path: "/api/contractors/{id}/end-sessions",
    summary:
      "Signs a contractor out everywhere without deactivating them (they may sign in again at once): every session ends and its live updates stop. Answers how many ended.",
    tag: "Contractors",
    params: sessionParams,
    response: z.object({ data: endedSessions }),
    access: "admin:write",
    id: "Contractor",
  },
} satisfies RouteTable);

import "server-only";
import type { ApiRoute } from "@/lib/schemas/common";
import { foundationApi } from "./api-routes";

/** Every documented endpoint; each resource's schema module contributes its list. */
export function allApiRoutes(): ApiRoute[] {
  return [...foundationApi];
}

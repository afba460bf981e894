import "server-only";
import { env } from "@/env";
import { allApiRoutes } from "./all-api-routes";
import { buildOpenApiDocument } from "./build-document";

/** The one document /api/openapi.json serves and /api/docs renders. */
export function openApiDocument() {
  return buildOpenApiDocument(allApiRoutes(), env.DEPLOYMENT_URL);
}

import { env } from "@/env";
import { route } from "@/server/http/respond";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { buildOpenApiDocument } from "@/server/openapi/build-document";
import { renderApiDocs } from "@/server/openapi/render-docs";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const html = renderApiDocs(buildOpenApiDocument(allApiRoutes(), env.DEPLOYMENT_URL));
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
});

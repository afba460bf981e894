import { route } from "@/server/http/respond";
import { openApiDocument } from "@/server/openapi/document";
import { renderApiDocs } from "@/server/openapi/render-docs";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const html = renderApiDocs(openApiDocument());
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
});

import { NextResponse } from "next/server";
import { env } from "@/env";
import { route } from "@/server/http/respond";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { buildOpenApiDocument } from "@/server/openapi/build-document";

export const dynamic = "force-dynamic";

export const GET = route(async () => NextResponse.json(buildOpenApiDocument(allApiRoutes(), env.DEPLOYMENT_URL)));

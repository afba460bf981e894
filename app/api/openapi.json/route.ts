import { NextResponse } from "next/server";
import { route } from "@/server/http/respond";
import { openApiDocument } from "@/server/openapi/document";

export const dynamic = "force-dynamic";

export const GET = route(async () => NextResponse.json(openApiDocument()));

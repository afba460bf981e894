import { NextResponse, type NextRequest } from "next/server";
import { API_CSP, HSTS, pageCsp } from "@/server/http/security-headers";
import { allowedMethods, HTTP_METHODS } from "@/server/http/api-methods";

const KNOWN_METHODS = new Set<string>(HTTP_METHODS);

function secureTransport(): boolean {
  return (process.env.DEPLOYMENT_URL ?? process.env.NEXT_PUBLIC_DEPLOYMENT_URL ?? "").startsWith("https://");
}

function reportOrigin(): string | null {
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

function methodNotAllowed(allow: readonly string[]): NextResponse {
  return NextResponse.json(
    { error: { code: "METHOD_NOT_ALLOWED", message: "This endpoint does not answer this method." } },
    { status: 405, headers: { allow: allow.join(", "), "content-security-policy": API_CSP } },
  );
}

/**
 * /api: a method no endpoint answers is a JSON 405 with Allow (Next's own is an empty body).
 * Pages: a Content-Security-Policy with a fresh nonce, which Next puts on its own scripts and
 * the root layout hands to the theme script.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const method = request.method.toUpperCase();
  let response: NextResponse;
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    if (!KNOWN_METHODS.has(method)) return methodNotAllowed(allowedMethods(pathname) ?? HTTP_METHODS);
    const allow = allowedMethods(pathname);
    if (allow && !allow.includes(method)) return methodNotAllowed(allow);
    response = NextResponse.next();
    response.headers.set("content-security-policy", API_CSP);
  } else {
    const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
    const csp = pageCsp({ nonce, development: process.env.NODE_ENV === "development", reportOrigin: reportOrigin() });
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", csp);
    response = NextResponse.next({ request: { headers } });
    response.headers.set("content-security-policy", csp);
  }
  if (secureTransport()) response.headers.set("strict-transport-security", HSTS);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};

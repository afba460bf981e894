import "server-only";
import { env } from "@/env";
import { AppError } from "@/lib/errors";

/** Methods that change state; only these are subject to the origin rule. */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const LOOPBACK = new Set(["localhost", "127.0.0.1"]);

/**
 * The deployment's own origins. A local deployment on localhost is also reached as 127.0.0.1 on
 * the same port (and the reverse); that alias is loopback only, so it widens nothing.
 */
export function deploymentOrigins(): Set<string> {
  const origins = new Set<string>();
  for (const configured of [env.DEPLOYMENT_URL, env.NEXT_PUBLIC_DEPLOYMENT_URL]) {
    let url: URL;
    try {
      url = new URL(configured);
    } catch {
      continue;
    }
    origins.add(url.origin);
    if (LOOPBACK.has(url.hostname)) {
      for (const host of LOOPBACK) {
        const alias = new URL(url.origin);
        alias.hostname = host;
        origins.add(alias.origin);
      }
    }
  }
  return origins;
}

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

/**
 * Whether a request comes from the deployment's own pages. Browsers send Origin on every
 * cross-origin request and on same-origin writes; when it is missing, Fetch Metadata
 * (Sec-Fetch-Site) decides, and a request with neither is not a browser page of ours.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return deploymentOrigins().has(origin);
  const site = headers.get("sec-fetch-site");
  return site === "same-origin" || site === "none";
}

/**
 * Cookies ride along with requests other sites make, so a cookie-authenticated write must come
 * from the deployment's own pages (cross-site request forgery). Machines authenticate with a
 * header a page on another site cannot set without CORS, and are not asked.
 */
export function assertSameOriginWrite(request: Request): void {
  if (!isStateChanging(request.method)) return;
  if (!isSameOrigin(request.headers)) {
    throw new AppError("FORBIDDEN", { key: "requestDidNotCome" });
  }
}

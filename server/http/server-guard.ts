import "server-only";
import http from "node:http";
import { englishText } from "@/lib/errors";
import { PEER_HEADER, peerStamp } from "./client-address";
import { noteRequest } from "./graceful-shutdown";

/** The methods Next's handlers can take; it builds a fetch Request, which refuses TRACE and TRACK. */
export const SERVED_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

const holder = globalThis as unknown as { __settleServerGuardInstalled?: boolean };

/**
 * What the HTTP server does with a request before Next sees it: a method Next cannot serve gets
 * the JSON 405 (Next's own answer is a text 500), and every other request is stamped with its
 * socket's address, overwriting any value the client sent, so route handlers can tell the real
 * peer from a forwarded claim. Returns whether the request was answered here.
 */
export function guardRequest(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (!SERVED_METHODS.has((request.method ?? "").toUpperCase())) {
    const body = JSON.stringify({ error: { code: "METHOD_NOT_ALLOWED", key: "endpointDoesNotAnswer", message: englishText({ key: "endpointDoesNotAnswer" }) } });
    response.writeHead(405, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      allow: [...SERVED_METHODS].join(", "),
      "x-content-type-options": "nosniff",
    });
    response.end(body);
    return true;
  }
  const address = request.socket?.remoteAddress;
  if (address) request.headers[PEER_HEADER] = peerStamp(address);
  else delete request.headers[PEER_HEADER];
  return false;
}

/** Installs guardRequest in front of every HTTP server of this process (Next's included). */
export function installServerGuard(): void {
  if (holder.__settleServerGuardInstalled) return;
  holder.__settleServerGuardInstalled = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && args[0] instanceof http.IncomingMessage && args[1] instanceof http.ServerResponse) {
      if (guardRequest(args[0], args[1])) return true;
      noteRequest(this, args[1]);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

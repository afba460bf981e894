import "server-only";
import http from "node:http";
import { PEER_HEADER, peerStamp } from "./client-address";

const holder = globalThis as unknown as { __settlePeerStampInstalled?: boolean };

/**
 * Stamps every incoming request with its socket's address before Next sees it, overwriting any
 * value the client sent, so route handlers can tell the real peer from a forwarded claim.
 */
export function installPeerStamp(): void {
  if (holder.__settlePeerStampInstalled) return;
  holder.__settlePeerStampInstalled = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function stampedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && args[0] instanceof http.IncomingMessage) {
      const request = args[0];
      const address = request.socket?.remoteAddress;
      if (address) request.headers[PEER_HEADER] = peerStamp(address);
      else delete request.headers[PEER_HEADER];
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface ReceivedMessage {
  id: string;
  type: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  signatures: string[];
}

export type Answer = { status: number; delayMs?: number; body?: string; headers?: Record<string, string> };

/**
 * A webhook receiver on 127.0.0.1 that checks every message as a customer's would: with the
 * Standard Webhooks library and the secrets it was given. A message no secret verifies is kept in
 * `rejected`, never in `messages`, and answered 401.
 */
export async function startReceiver() {
  const secrets: string[] = [];
  const messages: ReceivedMessage[] = [];
  const rejected: string[] = [];
  let answer: Answer = { status: 204 };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });
  const server: Server = createServer((request, response) => {
    void read(request).then(async (text) => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)]));
      const verified = secrets.filter((secret) => {
        try {
          new Webhook(secret).verify(text, headers);
          return true;
        } catch {
          return false;
        }
      });
      const current = answer;
      if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      if (verified.length === 0) {
        rejected.push(text);
        response.writeHead(401).end("signature not verified");
        return;
      }
      const body = JSON.parse(text) as ReceivedMessage["body"];
      messages.push({ id: headers["webhook-id"]!, type: body.type, body, signatures: headers["webhook-signature"]!.split(" ") });
      response.writeHead(current.status, { "content-type": "text/plain", ...current.headers }).end(current.body ?? `answer ${current.status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    messages,
    rejected,
    trust(secret: string) {
      secrets.push(secret);
    },
    forget() {
      secrets.length = 0;
    },
    answerWith(next: Answer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

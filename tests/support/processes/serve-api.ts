/**
 * The app's route handlers behind a plain Node HTTP server, started the way the real server
 * starts (instrumentation.ts: secrets, the HTTP server guard, the database and its lock, the
 * schema check), for the crash test that kills it with SIGKILL while clients write. The
 * database is the one the environment names (DATABASE_URL, or the embedded one in DATA_DIR).
 * Prints "listening <port>" once it accepts connections. It serves GET /__test/slow?ms=N too, a
 * request that stays in flight for N ms, for the shutdown test.
 */
import http from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { register } from "@/instrumentation";
import { dispatchToRoutes } from "../route-dispatch";

async function toRequest(incoming: http.IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i < incoming.rawHeaders.length; i += 2) headers.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const method = incoming.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks);
  return new Request(`${process.env.DEPLOYMENT_URL}${incoming.url ?? "/"}`, { method, headers, body });
}

async function main(): Promise<void> {
  process.env.NEXT_RUNTIME = "nodejs";
  await register();
  const server = http.createServer((incoming, outgoing) => {
    void (async () => {
      try {
        // A request the lifecycle test keeps in flight on purpose: answered after ?ms= milliseconds.
        const slow = /^\/__test\/slow\?ms=(\d+)$/.exec(incoming.url ?? "");
        if (slow) {
          await new Promise((resolve) => setTimeout(resolve, Number(slow[1])));
          outgoing.writeHead(200, { "content-type": "text/plain" });
          return void outgoing.end("slow answer");
        }
        const response = await dispatchToRoutes(await toRequest(incoming));
        const headers: http.OutgoingHttpHeaders = Object.fromEntries(response.headers);
        const cookies = response.headers.getSetCookie();
        if (cookies.length) headers["set-cookie"] = cookies;
        outgoing.writeHead(response.status, headers);
        // Streamed as Next streams it, so an event stream stays open.
        if (response.body) Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).pipe(outgoing);
        else outgoing.end();
      } catch (error) {
        outgoing.writeHead(500, { "content-type": "text/plain" });
        outgoing.end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});

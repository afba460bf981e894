/**
 * Page weight: what the browser downloads for a signed-in page, JavaScript and the HTML (with the
 * server components' payload, which carries the catalogue) each summed gzip-compressed.
 *
 *   npx tsx bench/page-weight.ts --url http://localhost:3000 [--as contractor|admin] [--path /contractor]
 *     [--language de] [--compare http://localhost:3001] [--origin URL] [--compare-origin URL]
 *
 * With --compare, the same page of a second server (a build of another commit) is measured beside
 * it and the difference printed, as issue #32 asks: the workspace's JavaScript within 10 kB gz.
 */
import { gzipSync } from "node:zlib";

const DEMO = {
  contractor: { email: "amara@settle.local", password: "settle-demo-amara", path: "/contractor" },
  admin: { email: "admin@settle.local", password: "settle-admin-demo", path: "/admin" },
} as const;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

type Weight = { url: string; scripts: number; jsGzip: number; htmlGzip: number };

async function signIn(base: string, origin: string, email: string, password: string): Promise<string> {
  // Sign-in is a write: it must come from the deployment's own origin (a server built for another
  // port, like the browser specs' build, names it with --origin).
  const answer = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`Sign-in at ${base} answered ${answer.status}: ${await answer.text()}`);
  return answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

async function weigh(base: string, origin: string, who: keyof typeof DEMO, path: string, language: string | undefined): Promise<Weight> {
  const person = DEMO[who];
  const cookie = await signIn(base, origin, person.email, person.password);
  const headers = { cookie, ...(language ? { "accept-language": language } : {}) };
  const page = await fetch(`${base}${path}`, { headers });
  if (!page.ok) throw new Error(`${path} at ${base} answered ${page.status}`);
  const html = await page.text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ""))].filter(Boolean);
  let jsGzip = 0;
  for (const source of sources) {
    const script = await fetch(new URL(source, base), { headers });
    jsGzip += gzipSync(Buffer.from(await script.arrayBuffer()), { level: 9 }).length;
  }
  return { url: `${base}${path}`, scripts: sources.length, jsGzip, htmlGzip: gzipSync(Buffer.from(html), { level: 9 }).length };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const base = option("url") ?? "http://localhost:3000";
  const who = (option("as") ?? "contractor") as keyof typeof DEMO;
  if (!(who in DEMO)) throw new Error(`--as is contractor or admin, not ${who}`);
  const path = option("path") ?? DEMO[who].path;
  const language = option("language");
  const compare = option("compare");
  const rows = [await weigh(base, option("origin") ?? base, who, path, language)];
  if (compare) rows.push(await weigh(compare, option("compare-origin") ?? compare, who, path, language));
  console.table(rows.map((row) => ({ page: row.url, scripts: row.scripts, "JS gzip": kB(row.jsGzip), "HTML gzip": kB(row.htmlGzip) })));
  const [measured, baseline] = rows;
  if (measured && baseline) {
    console.log(`JavaScript: ${kB(measured.jsGzip - baseline.jsGzip)} against ${compare} (HTML ${kB(measured.htmlGzip - baseline.htmlGzip)})`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

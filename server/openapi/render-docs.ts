import "server-only";

type Document = ReturnType<typeof import("./build-document").buildOpenApiDocument>;

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  description: string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** JSON with every components/schemas reference turned into a link to that schema below. */
function schemaHtml(schema: unknown): string {
  return escapeHtml(JSON.stringify(schema, null, 2)).replace(
    /&quot;#\/components\/schemas\/([\w.-]+)&quot;/g,
    (_, name: string) => `&quot;<a href="#schema-${name}">#/components/schemas/${name}</a>&quot;`,
  );
}

const schemaBlock = (label: string, schema: unknown) =>
  schema ? `<details><summary>${label}</summary><pre>${schemaHtml(schema)}</pre></details>` : "";

function operationHtml(path: string, method: string, op: Operation): string {
  const credentials = op.security.length ? op.security.map((s) => Object.keys(s).join(" + ")).join(" or ") : "none";
  const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined;
  const success = op.responses["200"] ?? op.responses["201"];
  const response = success?.content ? Object.values(success.content)[0]?.schema : undefined;
  // better-auth answers /api/auth/* with its own error body.
  const errorSchema = path.startsWith("/api/auth/") ? "AuthError" : "Error";
  const errors = Object.keys(op.responses).filter((status) => /^[45]\d\d$/.test(status));
  return `<section class="op" id="${escapeHtml(op.operationId)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <small><code>${escapeHtml(op.operationId)}</code></small></h3>
<p>${escapeHtml(op.summary)} <em>${escapeHtml(op.description)}</em></p>
<p class="meta">Credentials: ${escapeHtml(credentials)}. Errors: ${errors.length ? escapeHtml(errors.join(", ")) : "none documented"} (<a href="#schema-${errorSchema}">${errorSchema}</a>).</p>
${schemaBlock("Request body", body)}${schemaBlock("Response", response)}</section>`;
}

/**
 * A readable, self-contained rendering of the OpenAPI document (no CDN, no script): endpoints
 * grouped by tag with their operationId, credentials, errors and schemas, then the shared
 * schemas and security schemes they refer to.
 */
export function renderApiDocs(document: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(operations)) {
      const op = raw as unknown as Operation;
      const tag = op.tags[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const sections = [...byTag.entries()].map(([tag, ops]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join("")}`).join("");
  const schemes = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => `<li><code>${escapeHtml(name)}</code>: ${escapeHtml(scheme.description)}</li>`)
    .join("");
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<section class="op" id="schema-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code></h3><pre>${schemaHtml(schema)}</pre></section>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#111}code,pre{font-family:ui-monospace,monospace}
pre{background:#f5f5f5;padding:.75rem;overflow:auto;border-radius:6px}.op{border-top:1px solid #ddd;padding:.5rem 0}.meta{color:#444}
.m{display:inline-block;min-width:4.5rem;font-size:12px;padding:2px 6px;border-radius:4px;color:#fff;background:#555;text-align:center}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#b45309}.delete{background:#dc2626}</style></head>
<body><main><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1><p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}); this page shows the same document.</p>
<h2 id="security">Credentials</h2><ul>${schemes}</ul>${sections}<h2 id="schemas">Schemas</h2>${schemas}</main></body></html>`;
}

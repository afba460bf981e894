import "server-only";

type Document = ReturnType<typeof import("./build-document").buildOpenApiDocument>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/**
 * A readable, self-contained rendering of the OpenAPI document (no CDN, no script): endpoints
 * grouped by tag, each with who may call it and its request and response schemas.
 */
export function renderApiDocs(document: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(operations)) {
      const op = raw as { summary: string; tags: string[]; description: string; requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
      const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined;
      const response = (op.responses["200"] ?? op.responses["201"])?.content?.["application/json"]?.schema;
      const html = `<section class="op"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)} <em>${escapeHtml(op.description)}</em></p>
${body ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>` : ""}
${response ? `<details><summary>Response</summary><pre>${escapeHtml(JSON.stringify(response, null, 2))}</pre></details>` : ""}</section>`;
      const tag = op.tags[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag.entries()].map(([tag, ops]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join("")}`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#111}code,pre{font-family:ui-monospace,monospace}
pre{background:#f5f5f5;padding:.75rem;overflow:auto;border-radius:6px}.op{border-top:1px solid #ddd;padding:.5rem 0}
.m{display:inline-block;min-width:4.5rem;font-size:12px;padding:2px 6px;border-radius:4px;color:#fff;background:#555;text-align:center}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}</style></head>
<body><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1><p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>${sections}</body></html>`;
}

import { createHash } from "node:crypto";
import { z } from "zod";

export type JsonSchema = Record<string, unknown>;
type Io = "input" | "output";

const COMPONENTS = "#/components/schemas/";
const LOCAL_DEFS = "#/$defs/";

function convert(schema: z.ZodType, io: Io): JsonSchema {
  // Transforms (decimal strings, flags) have no JSON Schema form; describe what goes over the wire.
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Every $ref in a schema tree replaced by what `rewrite` answers (the tree is copied). */
function mapRefs(node: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, rewrite));
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === "$ref" && typeof value === "string" ? [key, rewrite(value)] : [key, mapRefs(value, rewrite)],
    ),
  );
}

/**
 * zod writes a record keyed by an enum as `required` names with no `properties`; spell the
 * properties out so the document says what each required key holds.
 */
function completeEnumRecords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(completeEnumRecords);
  if (node === null || typeof node !== "object") return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, completeEnumRecords(value)])) as JsonSchema;
  const required = schema.required;
  const values = schema.additionalProperties;
  if (Array.isArray(required) && !schema.properties && values && typeof values === "object") {
    schema.properties = Object.fromEntries(required.map((name: string) => [name, values]));
  }
  return schema;
}

const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 8);

/** A local definition in a form that does not depend on zod's counter-based names. */
function canonical(definition: unknown, ownRef: string): unknown {
  return mapRefs(definition, (ref) => (ref === ownRef ? "#" : ref));
}

/** zod's JSON value (z.json()) is recursive; it gets a name that reads well in generated clients. */
const WELL_KNOWN: Record<string, string> = (() => {
  const names: Record<string, string> = {};
  for (const io of ["input", "output"] as const) {
    const defs = (convert(z.object({ value: z.json() }), io).$defs ?? {}) as Record<string, unknown>;
    for (const [name, definition] of Object.entries(defs)) names[hashOf(canonical(definition, `${LOCAL_DEFS}${name}`))] = "JsonValue";
  }
  return names;
})();

/**
 * Any JSON value, as JSON Schema says it: the empty schema accepts exactly what zod's recursive
 * z.json() accepts. Written out recursively (an array of JsonValue in a union), it made the
 * stock output of openapi-typescript refer to itself in its own type annotation, which does not
 * compile, so "generate a client from /api/openapi.json" failed.
 */
const JSON_VALUE: JsonSchema = { description: "Any JSON value: a string, a number, a boolean, null, or an array or object of JSON values." };

/**
 * The shared schemas of one OpenAPI document. zod converts each schema on its own and puts
 * recursive parts under a local `$defs` with counter names (`#/$defs/__schema0`), which dangle
 * once the schema is embedded in the document; they are hoisted into components/schemas under
 * a name derived from their content, so the same structure is one component however many
 * endpoints use it.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** A zod schema as a JSON Schema that refers only to components of this document. */
  inline(schema: z.ZodType, io: Io): JsonSchema {
    const json = completeEnumRecords(convert(schema, io)) as JsonSchema;
    const defs = (json.$defs ?? {}) as Record<string, unknown>;
    delete json.$defs;

    const names = new Map<string, string>();
    for (const [local, definition] of Object.entries(defs)) {
      const hash = hashOf(canonical(definition, `${LOCAL_DEFS}${local}`));
      names.set(`${LOCAL_DEFS}${local}`, WELL_KNOWN[hash] ?? `Recursive${hash}`);
    }
    // A schema that refers to itself as a whole ("#") becomes a component too.
    let rootName: string | null = null;
    if (JSON.stringify(json).includes('"$ref":"#"')) rootName = `Recursive${hashOf(json)}`;

    const rewrite = (ref: string) => {
      if (ref === "#" && rootName) return `${COMPONENTS}${rootName}`;
      const name = names.get(ref);
      return name ? `${COMPONENTS}${name}` : ref;
    };
    for (const [local, definition] of Object.entries(defs)) {
      const name = names.get(`${LOCAL_DEFS}${local}`)!;
      this.schemas[name] = name === "JsonValue" ? JSON_VALUE : (mapRefs(definition, rewrite) as JsonSchema);
    }
    const result = mapRefs(json, rewrite) as JsonSchema;
    if (!rootName) return result;
    this.schemas[rootName] = result;
    return { $ref: `${COMPONENTS}${rootName}` };
  }

  /** A zod schema published as the named component; answers the reference to it. */
  named(name: string, schema: z.ZodType, io: Io): JsonSchema {
    const json = this.inline(schema, io);
    if (typeof json.$ref === "string" && Object.keys(json).length === 1) return json;
    this.schemas[name] = json;
    return { $ref: `${COMPONENTS}${name}` };
  }
}

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SchemaComponents } from "@/server/openapi/schema-components";

interface Node {
  type: string;
  children: Node[];
}

describe("SchemaComponents", () => {
  it("hoists zod's recursive JSON value into one JsonValue component, however often it is used: any JSON value, not a union that refers to itself", () => {
    const components = new SchemaComponents();
    const first = components.inline(z.object({ value: z.json() }), "input");
    const second = components.inline(z.object({ a: z.json(), b: z.json() }), "output");
    expect(first).toMatchObject({ properties: { value: { $ref: "#/components/schemas/JsonValue" } } });
    expect(second).toMatchObject({ properties: { a: { $ref: "#/components/schemas/JsonValue" }, b: { $ref: "#/components/schemas/JsonValue" } } });
    expect(Object.keys(components.schemas)).toEqual(["JsonValue"]);
    // The empty schema accepts exactly the JSON values; a self-referring union made openapi-typescript's output refer to itself (TS2502).
    expect(components.schemas.JsonValue).toEqual({ description: expect.stringContaining("Any JSON value") });
    expect(JSON.stringify([first, second, components.schemas])).not.toContain("$defs");
  });

  it("turns a schema that refers to itself as a whole into a component with a stable name", () => {
    const tree: z.ZodType<Node> = z.lazy(() => z.object({ type: z.string(), children: z.array(tree) }));
    const once = new SchemaComponents();
    const again = new SchemaComponents();
    const ref = once.inline(tree, "output");
    expect(ref).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\/Recursive[0-9a-f]{8}$/) });
    expect(again.inline(tree, "output")).toEqual(ref);
    const name = String(ref.$ref).split("/").pop()!;
    expect(JSON.stringify(once.schemas[name])).toContain(`"$ref":"#/components/schemas/${name}"`);
    expect(JSON.stringify(once.schemas[name])).not.toContain('"$ref":"#"');
  });

  it("publishes a named schema and answers a reference to it", () => {
    const components = new SchemaComponents();
    const ref = components.named("CreateClientBody", z.object({ name: z.string() }), "input");
    expect(ref).toEqual({ $ref: "#/components/schemas/CreateClientBody" });
    expect(components.schemas.CreateClientBody).toMatchObject({ type: "object", required: ["name"] });
  });

  it("spells out the properties of a record keyed by an enum", () => {
    const components = new SchemaComponents();
    const json = components.inline(z.record(z.enum(["OPEN", "CLOSED"]), z.number()), "output");
    expect(json.properties).toEqual({ OPEN: { type: "number" }, CLOSED: { type: "number" } });
  });

  it("describes the wire form of transforms (input) and leaves no $schema inside the document", () => {
    const components = new SchemaComponents();
    const json = components.inline(z.object({ amount: z.string().transform(Number) }), "input");
    expect(json).toMatchObject({ properties: { amount: { type: "string" } } });
    expect(json.$schema).toBeUndefined();
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { withEvenGlyphs } from "@/server/invoices/even-glyphs";

type Glyph = { id: number; path: { commands: unknown[] } };
type Font = { numGlyphs: number; layout(text: string): { glyphs: Glyph[] }; getGlyph(id: number): Glyph; createSubset(): Subset };
type Subset = { includeGlyph(glyph: Glyph): number; encodeStream(): NodeJS.ReadableStream };

const noto = (file: string) => new Uint8Array(readFileSync(path.join(process.cwd(), "node_modules", "@expo-google-fonts", file)));

/** The subset pdf-lib embeds (fontkit's, as CustomFontSubsetEmbedder makes it), parsed back: the outline of each glyph in it. */
async function subsetOutlines(bytes: Uint8Array, text: string): Promise<{ original: number[]; subset: number[] }> {
  const font = fontkit.create(bytes) as unknown as Font;
  const subset = font.createSubset();
  const glyphs = font.layout(text).glyphs;
  const ids = glyphs.map((glyph) => subset.includeGlyph(glyph));
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const stream = subset.encodeStream();
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  const parsed = fontkit.create(Buffer.concat(chunks)) as unknown as Font;
  const subsetCommands = ids.map((id) => {
    try {
      return parsed.getGlyph(id).path.commands.length;
    } catch {
      return -1; // an outline the subset's loca points into the middle of
    }
  });
  return { original: glyphs.map((glyph) => glyph.path.commands.length), subset: subsetCommands };
}

describe("withEvenGlyphs: fontkit's subsets keep every outline", () => {
  it("the fonts as shipped lose glyphs in a subset (the defect), the padded fonts keep each outline", async () => {
    const text = "Invoice number: INV-2026 Δημήτρης Дмитрий Żółć";
    const shipped = await subsetOutlines(noto("noto-sans/400Regular/NotoSans_400Regular.ttf"), text);
    expect(shipped.subset).not.toEqual(shipped.original);
    const padded = await subsetOutlines(withEvenGlyphs(noto("noto-sans/400Regular/NotoSans_400Regular.ttf")), text);
    expect(padded.subset).toEqual(padded.original);
  });

  it("Noto Sans SC (CJK) and the bold weight too; the padded font keeps its glyph count and cmap", async () => {
    for (const file of ["noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf", "noto-sans/700Bold/NotoSans_700Bold.ttf"]) {
      const original = noto(file);
      const padded = withEvenGlyphs(original);
      const text = file.includes("sc") ? "王芳 北京云海科技有限公司" : "Invoice Total";
      const result = await subsetOutlines(padded, text);
      expect(result.subset, file).toEqual(result.original);
      const before = fontkit.create(Buffer.from(original)) as unknown as Font;
      const after = fontkit.create(Buffer.from(padded)) as unknown as Font;
      expect(after.numGlyphs).toBe(before.numGlyphs);
      expect(after.layout(text).glyphs.map((glyph) => glyph.id)).toEqual(before.layout(text).glyphs.map((glyph) => glyph.id));
    }
  }, 30_000);
});

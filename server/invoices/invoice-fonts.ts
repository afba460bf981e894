import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import {
  beginText,
  endText,
  moveText,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from "pdf-lib";
import { withEvenGlyphs } from "./even-glyphs";

/**
 * The invoice's fonts, embedded (PDF/A forbids the standard fonts, which are not): Noto Sans for
 * Latin, Greek and Cyrillic (Łukasz Żółć, ₹), Noto Sans SC for Chinese and Japanese (王芳), each
 * subset to the glyphs printed, the second embedded only when a text needs it. A character
 * neither covers (Arabic, Devanagari, emoji) prints as "?". The fonts are read with their glyphs
 * padded to even lengths (./even-glyphs.ts): fontkit's subsets of the fonts as shipped lost most
 * glyphs. Whole fonts would be right too, but Noto Sans SC alone is 10 MB a weight.
 */
type Weight = "regular" | "bold";
const FILES: Readonly<Record<"latin" | "cjk", Record<Weight, string>>> = {
  latin: { regular: "noto-sans/400Regular/NotoSans_400Regular.ttf", bold: "noto-sans/700Bold/NotoSans_700Bold.ttf" },
  cjk: { regular: "noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf", bold: "noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf" },
};

type FontkitFont = ReturnType<typeof fontkit.create>;
const loaded = new Map<string, { bytes: Uint8Array; font: FontkitFont }>();

function fontFile(file: string) {
  let entry = loaded.get(file);
  if (!entry) {
    const bytes = withEvenGlyphs(readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules", "@expo-google-fonts", file)));
    entry = { bytes, font: fontkit.create(bytes) as FontkitFont };
    loaded.set(file, entry);
  }
  return entry;
}

/**
 * fontkit for pdf-lib, handing back the font already parsed for these bytes: pdf-lib parses
 * what it embeds, and parsing the same TTF for every invoice was most of a PDF's time. The parsed
 * font is only read (a subset is a new object), so sharing it is safe.
 */
const cachedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    for (const entry of loaded.values()) if (entry.bytes === bytes) return entry.font;
    return fontkit.create(bytes, postscriptName);
  },
} as typeof fontkit;

function covers(file: string, char: string): boolean {
  const font = fontFile(file).font as { hasGlyphForCodePoint(codePoint: number): boolean };
  return font.hasGlyphForCodePoint(char.codePointAt(0)!);
}

export interface TextRun {
  font: PDFFont;
  text: string;
}

/** Writes text in the document's embedded fonts, switching font inside a line where the script needs it. */
export class InvoiceFonts {
  private readonly embedded = new Map<string, PDFFont>();
  private readonly keys = new Map<PDFPage, Map<PDFFont, PDFName>>();

  private constructor(private readonly pdf: PDFDocument) {}

  static async for(pdf: PDFDocument): Promise<InvoiceFonts> {
    pdf.registerFontkit(cachedFontkit);
    const fonts = new InvoiceFonts(pdf);
    await fonts.face("latin", "regular");
    return fonts;
  }

  private async face(script: "latin" | "cjk", weight: Weight): Promise<PDFFont> {
    const file = FILES[script][weight];
    let font = this.embedded.get(file);
    if (!font) {
      font = await this.pdf.embedFont(fontFile(file).bytes, { subset: true });
      this.embedded.set(file, font);
    }
    return font;
  }

  /** The text cut into runs of one font each; control characters become spaces. */
  async runs(text: string, weight: Weight = "regular"): Promise<TextRun[]> {
    const runs: TextRun[] = [];
    for (let char of text.replace(/[\r\n\t]+/g, " ")) {
      let script: "latin" | "cjk" = "latin";
      if (!covers(FILES.latin[weight], char)) {
        if (covers(FILES.cjk[weight], char)) script = "cjk";
        else char = "?";
      }
      const font = await this.face(script, weight);
      const last = runs.at(-1);
      if (last && last.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  static width(runs: readonly TextRun[], size: number): number {
    return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** The runs cut with an ellipsis to fit `width`. */
  async fitted(text: string, size: number, width: number, weight: Weight = "regular"): Promise<TextRun[]> {
    let value = text;
    let runs = await this.runs(value, weight);
    if (InvoiceFonts.width(runs, size) <= width) return runs;
    while (value.length > 1) {
      value = value.slice(0, -1);
      runs = await this.runs(`${value}…`, weight);
      if (InvoiceFonts.width(runs, size) <= width) break;
    }
    return runs;
  }

  /** One text object per line, so a reader (and the tests) get the line back whole. */
  draw(page: PDFPage, runs: readonly TextRun[], x: number, y: number, size: number): void {
    const keys = this.keys.get(page) ?? new Map<PDFFont, PDFName>();
    this.keys.set(page, keys);
    const keyOf = (font: PDFFont) => {
      let key = keys.get(font);
      if (!key) {
        key = page.node.newFontDictionary(font.name, font.ref);
        keys.set(font, key);
      }
      return key;
    };
    page.pushOperators(
      pushGraphicsState(),
      setFillingRgbColor(0, 0, 0),
      beginText(),
      moveText(x, y),
      ...runs.flatMap((run) => [setFontAndSize(keyOf(run.font), size), showText(run.font.encodeText(run.text))]),
      endText(),
      popGraphicsState(),
    );
  }
}

import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Tesseract's language packs (Debian's tesseract-ocr-*), as .ci/run installs them. */
export type OcrLanguage = "eng" | "deu" | "ell" | "rus" | "chi_sim";

/**
 * A PDF as a person sees it: every page drawn by poppler's pdftoppm (the renderer of most Linux
 * viewers, and as strict about broken fonts as Chromium's PDFium) and read back by tesseract.
 * The text layer (pdftotext, pdf-text.ts) can be right while the glyphs drawn are wrong; this
 * reads the pixels. One string per page, in page order.
 */
export async function readRenderedPages(pdf: Uint8Array, languages: readonly OcrLanguage[], dpi = 200): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "settle-ocr-"));
  try {
    const file = path.join(folder, "document.pdf");
    await writeFile(file, pdf);
    await run("pdftoppm", ["-r", String(dpi), "-png", file, path.join(folder, "page")]);
    // pdftoppm pads the page number to the page count's width (page-1.png, page-01.png): sorted by number, not by name.
    const pages = (await readdir(folder))
      .filter((name) => name.startsWith("page-") && name.endsWith(".png"))
      .sort((a, b) => Number(/(\d+)\.png$/.exec(a)![1]) - Number(/(\d+)\.png$/.exec(b)![1]));
    const texts: string[] = [];
    for (const page of pages) {
      const { stdout } = await run("tesseract", [path.join(folder, page), "stdout", "-l", languages.join("+")], { maxBuffer: 16 * 1024 * 1024 });
      texts.push(stdout);
    }
    return texts;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The fonts pdffonts lists for the whole document: name, type and whether each is embedded. */
export async function pdfFonts(pdf: Uint8Array): Promise<{ name: string; type: string; embedded: boolean }[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "settle-fonts-"));
  try {
    const file = path.join(folder, "document.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdffonts", [file]);
    // Two header lines, then fixed columns: name, type (may hold a space), encoding, emb, sub, uni, object ID.
    return stdout
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const match = /^(\S+)\s+(.+?)\s{2,}\S.*?\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
        if (!match) throw new Error(`pdffonts printed a line this reader does not know: ${line}`);
        return { name: match[1]!, type: match[2]!, embedded: match[3] === "yes" };
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** OCR text compared without the spaces and line breaks tesseract puts or drops between letters (CJK above all). */
export function squeezed(text: string): string {
  return text.replace(/\s+/g, "");
}

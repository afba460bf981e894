/**
 * A TrueType font rewritten so that every glyph's outline takes an even number of bytes.
 *
 * Why: @pdf-lib/fontkit 1.1.1 writes a subset's `loca` table in the short format (offsets halved)
 * whenever the subset is under 128 KB, without padding the glyphs it copies. Noto Sans stores a
 * third of its outlines (Noto Sans SC half) with an odd length, so every glyph after the first odd
 * one pointed one byte early and viewers drew garbage or nothing: "Invoice" came out as "vo".
 * With each outline padded to an even length (a zero byte after the outline, which the format
 * allows), halving is exact and the subset is right. The padded font keeps the long `loca`.
 */
export function withEvenGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const tables: { tag: string; offset: number; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    tables.push({ tag, offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
  }
  const table = (tag: string) => {
    const found = tables.find((candidate) => candidate.tag === tag);
    if (!found) throw new Error(`The font has no ${tag} table.`);
    return found;
  };
  const head = table("head");
  const loca = table("loca");
  const glyf = table("glyf");
  const glyphs = view.getUint16(table("maxp").offset + 4);
  const long = view.getInt16(head.offset + 50) === 1;
  const offsetOf = (index: number) => (long ? view.getUint32(loca.offset + 4 * index) : 2 * view.getUint16(loca.offset + 2 * index));

  const outlines: Uint8Array[] = [];
  const newLoca = new Uint8Array(4 * (glyphs + 1));
  const locaView = new DataView(newLoca.buffer);
  let position = 0;
  for (let index = 0; index < glyphs; index++) {
    const outline = font.subarray(glyf.offset + offsetOf(index), glyf.offset + offsetOf(index + 1));
    const padded = new Uint8Array(outline.length + (outline.length % 2));
    padded.set(outline);
    outlines.push(padded);
    locaView.setUint32(4 * index, position);
    position += padded.length;
  }
  locaView.setUint32(4 * glyphs, position);
  const newGlyf = new Uint8Array(position);
  position = 0;
  for (const outline of outlines) {
    newGlyf.set(outline, position);
    position += outline.length;
  }

  const contents = tables.map(({ tag, offset, length }) => {
    if (tag === "loca") return newLoca;
    if (tag === "glyf") return newGlyf;
    return font.slice(offset, offset + length);
  });
  const headBytes = contents[tables.indexOf(head)]!;
  const headView = new DataView(headBytes.buffer, headBytes.byteOffset, headBytes.byteLength);
  headView.setInt16(50, 1); // indexToLocFormat: long offsets
  headView.setUint32(8, 0); // checkSumAdjustment, recomputed below

  const align = (n: number) => (n + 3) & ~3;
  const directory = 12 + 16 * count;
  const size = contents.reduce((sum, bytes) => sum + align(bytes.length), directory);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12));
  let at = directory;
  tables.forEach(({ tag }, i) => {
    const bytes = contents[i]!;
    const record = 12 + 16 * i;
    for (let c = 0; c < 4; c++) out[record + c] = tag.charCodeAt(c);
    out.set(bytes, at);
    outView.setUint32(record + 4, checksum(out, at, bytes.length));
    outView.setUint32(record + 8, at);
    outView.setUint32(record + 12, bytes.length);
    at += align(bytes.length);
  });
  const headAt = outView.getUint32(12 + 16 * tables.indexOf(head) + 8);
  outView.setUint32(headAt + 8, (0xb1b0afba - checksum(out, 0, out.length)) >>> 0);
  return out;
}

/** The sum of the big-endian 32-bit words (zero-padded), as the table directory records it. */
function checksum(bytes: Uint8Array, start: number, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 4) {
    const word = ((bytes[start + i] ?? 0) << 24) | ((i + 1 < length ? bytes[start + i + 1]! : 0) << 16) | ((i + 2 < length ? bytes[start + i + 2]! : 0) << 8) | (i + 3 < length ? bytes[start + i + 3]! : 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

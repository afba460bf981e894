// Draws the app icon (public/icon.svg) as PNGs and a favicon.ico with no image library and no
// network: a rounded square, a stroked "S" and a green dot, rasterised with 4×4 supersampling.
// Run: node scripts/generate-icons.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const BACKGROUND = [0x18, 0x18, 0x1b];
const INK = [0xfa, 0xfa, 0xfa];
const ACCENT = [0x22, 0xc5, 0x5e];
const STROKE = 6;

// The "S" of icon.svg as cubic Béziers in its 64×64 box.
const CURVES = [
  [[44, 20.5], [41.4, 17.5], [37.4, 16], [32.5, 16]],
  [[32.5, 16], [25, 16], [20, 19.8], [20, 25.4]],
  [[20, 25.4], [20, 30.6], [24, 32.9], [31.6, 34.5]],
  [[31.6, 34.5], [37.2, 35.7], [39.5, 36.9], [39.5, 39.6]],
  [[39.5, 39.6], [39.5, 42.5], [36.6, 44.5], [32.2, 44.5]],
  [[32.2, 44.5], [27.9, 44.5], [24.5, 42.9], [22, 39.9]],
];

const points = CURVES.flatMap(([a, b, c, d]) =>
  Array.from({ length: 24 }, (_, i) => {
    const t = i / 23;
    const u = 1 - t;
    return [0, 1].map((k) => u * u * u * a[k] + 3 * u * u * t * b[k] + 3 * u * t * t * c[k] + t * t * t * d[k]);
  }),
);

function distanceToStroke(x, y) {
  let best = Infinity;
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

function insideRoundedSquare(x, y) {
  const r = 14;
  const cx = Math.max(r, Math.min(64 - r, x));
  const cy = Math.max(r, Math.min(64 - r, y));
  return x >= 0 && x <= 64 && y >= 0 && y <= 64 && Math.hypot(x - cx, y - cy) <= r;
}

/** RGBA of one point of the 64×64 design, or null outside the icon. */
function colourAt(x, y) {
  if (!insideRoundedSquare(x, y)) return null;
  if (Math.hypot(x - 46, y - 46) <= 5) return ACCENT;
  if (distanceToStroke(x, y) <= STROKE / 2) return INK;
  return BACKGROUND;
}

function render(size) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt(((px + (sx + 0.5) / samples) * 64) / size, ((py + (sy + 0.5) / samples) * 64) / size);
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 255;
        }
      }
      const n = samples * samples;
      const covered = sum[3] / 255;
      const offset = (py * size + px) * 4;
      pixels[offset] = covered ? Math.round(sum[0] / covered) : 0;
      pixels[offset + 1] = covered ? Math.round(sum[1] / covered) : 0;
      pixels[offset + 2] = covered ? Math.round(sum[2] / covered) : 0;
      pixels[offset + 3] = Math.round(sum[3] / n);
    }
  }
  return png(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An .ico holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const out = new URL("../public/", import.meta.url);
writeFileSync(new URL("icon-192.png", out), render(192));
writeFileSync(new URL("icon-512.png", out), render(512));
writeFileSync(new URL("apple-touch-icon.png", out), render(180));
writeFileSync(new URL("favicon.ico", out), ico([16, 32, 48].map((size) => ({ size, data: render(size) }))));

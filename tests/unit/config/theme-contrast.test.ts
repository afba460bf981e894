import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The colour tokens of app/globals.css, read as the browser gets them, against WCAG AA (4.5:1
 * for the small text they carry). Error text in red sits on the page, on cards and in dialogs,
 * also on its own 10 % tint (a form's message box); a red button, badge or toast carries its
 * foreground, a toast's description at 90 % opacity. The browser specs' axe runs meet these only
 * when such a message is on screen, so each pairing is checked here in both themes.
 */
const css = readFileSync(path.resolve("app/globals.css"), "utf8");

function tokens(selector: string): Map<string, string> {
  const block = new RegExp(`${selector.replace(".", "\\.")}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  return new Map([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

type Rgb = [number, number, number];

/** oklch(L C h) to linear sRGB, clipped to the gamut (the browser's conversion, CSS Color 4). */
function linearRgb(value: string): Rgb {
  const match = /^oklch\(([\d.]+)\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (!match) throw new Error(`not an oklch() colour: ${value}`);
  const [lightness, chroma, hue] = match.slice(1).map(Number) as [number, number, number];
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb: Rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return rgb.map((channel) => Math.min(1, Math.max(0, channel))) as Rgb;
}

const encode = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
const decode = (x: number) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);

/** `top` at `alpha` over `bottom`, blended in sRGB as browsers composite. */
function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return top.map((channel, index) => decode(alpha * encode(channel) + (1 - alpha) * encode(bottom[index]!))) as Rgb;
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const light = tokens(":root");
const themes = { light, dark: new Map([...light, ...tokens(".dark")]) };

describe.each(Object.entries(themes))("the %s theme", (_, theme) => {
  const color = (name: string) => linearRgb(theme.get(name) ?? "");
  const destructive = color("destructive");

  it.each(["background", "card", "popover", "muted", "accent"])("red error text keeps 4.5:1 on %s", (surface) => {
    expect(contrast(destructive, color(surface))).toBeGreaterThanOrEqual(4.5);
  });

  // A form's message box (bg-destructive/10) sits on a page, a card or a dialog.
  it.each(["background", "card", "popover"])("red error text keeps 4.5:1 on its own faint tint over %s", (surface) => {
    expect(contrast(destructive, over(destructive, 0.1, color(surface)))).toBeGreaterThanOrEqual(4.5);
  });

  it("a red button, badge or toast keeps 4.5:1 for its text, and for a toast's description at 90 % opacity", () => {
    const foreground = color("destructive-foreground");
    expect(contrast(foreground, destructive)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(over(foreground, 0.9, destructive), destructive)).toBeGreaterThanOrEqual(4.5);
  });
});

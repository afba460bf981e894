/**
 * Money without JS floats: a Decimal is an integer count of 10^-scale units held in a BigInt,
 * read from and written to decimal strings such as "1234.50" (the form Postgres numeric uses).
 * Adding, subtracting and multiplying are exact. Rounding happens in one place only,
 * roundToMinorUnit: half-up (a half goes away from zero) to the currency's minor unit.
 */
import { currencyMinorUnits } from "./currencies";

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

export class Decimal {
  /** value = units × 10^-scale */
  readonly units: bigint;
  readonly scale: number;

  private constructor(units: bigint, scale: number) {
    this.units = units;
    this.scale = scale;
  }

  static readonly ZERO = new Decimal(0n, 0);

  static parse(text: string): Decimal {
    const [, sign, whole, fraction = ""] = DECIMAL_TEXT.exec(text) ?? [];
    if (whole === undefined || whole.length + fraction.length === 0) throw new Error(`Invalid decimal amount: '${text}'`);
    const units = BigInt(`${whole}${fraction}`);
    return new Decimal(sign === "-" ? -units : units, fraction.length);
  }

  /** The decimal the text spells, or undefined when it spells none (where a wrong format is another rule's business). */
  static tryParse(text: string): Decimal | undefined {
    return DECIMAL_TEXT.test(text) && /\d/.test(text) ? Decimal.parse(text) : undefined;
  }

  /** `units` counted in 10^-scale: fromUnits(1234n, 2) is 12.34. */
  static fromUnits(units: bigint, scale: number): Decimal {
    if (!Number.isInteger(scale) || scale < 0) throw new Error(`Invalid decimal scale: ${scale}`);
    return new Decimal(units, scale);
  }

  /** Strings are parsed; bigints are whole numbers. */
  static of(value: Decimal | string | bigint): Decimal {
    if (value instanceof Decimal) return value;
    return typeof value === "bigint" ? new Decimal(value, 0) : Decimal.parse(value);
  }

  /** Exact sum; the empty sum is zero. */
  static sum(values: readonly (Decimal | string)[]): Decimal {
    return values.reduce<Decimal>((total, value) => total.plus(value), Decimal.ZERO);
  }

  private static aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
    const scale = Math.max(a.scale, b.scale);
    return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
  }

  plus(other: Decimal | string | bigint): Decimal {
    const [a, b, scale] = Decimal.aligned(this, Decimal.of(other));
    return new Decimal(a + b, scale);
  }

  minus(other: Decimal | string | bigint): Decimal {
    return this.plus(Decimal.of(other).negated());
  }

  times(other: Decimal | string | bigint): Decimal {
    const factor = Decimal.of(other);
    return new Decimal(this.units * factor.units, this.scale + factor.scale);
  }

  negated(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  compare(other: Decimal | string | bigint): number {
    const [a, b] = Decimal.aligned(this, Decimal.of(other));
    return a === b ? 0 : a < b ? -1 : 1;
  }

  equals(other: Decimal | string | bigint): boolean {
    return this.compare(other) === 0;
  }

  min(other: Decimal | string | bigint): Decimal {
    return this.compare(other) <= 0 ? this : Decimal.of(other);
  }

  /** The same value without trailing fractional zeros: "500.00" becomes "500". */
  normalized(): Decimal {
    let { units, scale } = this;
    while (scale > 0 && units % 10n === 0n) [units, scale] = [units / 10n, scale - 1];
    return new Decimal(units, scale);
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  /** Exact, keeping the scale: "10.50" stays "10.50". */
  toString(): string {
    const digits = (this.units < 0n ? -this.units : this.units).toString().padStart(this.scale + 1, "0");
    const sign = this.units < 0n ? "-" : "";
    if (this.scale === 0) return `${sign}${digits}`;
    return `${sign}${digits.slice(0, -this.scale)}.${digits.slice(-this.scale)}`;
  }

  /** Exactly `decimals` places; refuses to drop a non-zero digit, since that would round. */
  toFixed(decimals: number): string {
    if (decimals >= this.scale) return new Decimal(this.units * 10n ** BigInt(decimals - this.scale), decimals).toString();
    const divisor = 10n ** BigInt(this.scale - decimals);
    if (this.units % divisor !== 0n) throw new Error(`${this.toString()} has more than ${decimals} decimals; round it first`);
    return new Decimal(this.units / divisor, decimals).toString();
  }
}

/** An amount in a currency, as decimal strings travel through the API. */
export type Money = { amount: string; currency: string };

/**
 * THE rounding place. Returns `value / divisor` rounded half-up to the currency's minor unit,
 * as a string with exactly that many decimals. The divisor lets a pro-rated amount be
 * divided and rounded in one step, so nothing is rounded twice.
 */
export function roundToMinorUnit(value: Decimal | string, currency: string, divisor = 1n): string {
  if (divisor <= 0n) throw new Error("The divisor must be positive");
  const decimals = currencyMinorUnits(currency);
  const exact = Decimal.of(value);
  const numerator = exact.units * 10n ** BigInt(decimals);
  const denominator = 10n ** BigInt(exact.scale) * divisor;
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const magnitude = remainder < 0n ? -remainder : remainder;
  const away = magnitude * 2n >= denominator ? (numerator < 0n ? -1n : 1n) : 0n;
  return Decimal.fromUnits(quotient + away, decimals).toString();
}

/** An amount already at the minor unit, written with exactly its decimals: "12.5" → "12.50". */
export function formatAmount(amount: Decimal | string, currency: string): string {
  return Decimal.of(amount).toFixed(currencyMinorUnits(currency));
}

/** Exact sum of amounts of one currency, written at its minor unit. */
export function sumAmounts(amounts: readonly (Decimal | string)[], currency: string): string {
  return formatAmount(Decimal.sum(amounts), currency);
}

import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

const DAY_MS = 24 * 60 * 60 * 1000;
const WARM_UP = 32;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex32 = (x: number) => HEX[(x >>> 24) & 255] + HEX[(x >>> 16) & 255] + HEX[(x >>> 8) & 255] + HEX[x & 255];

/** FNV-1a of a name: a stream's seed offset. */
const hashOf = (name: string) => [...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);

/** A seeded pseudo-random source: the same seed always gives the same sequence. */
export class Random {
  private readonly rng;

  /**
   * The stream of one entity's rows: its own sequence from the seed and the entity's name, so that
   * adding an entity (or drawing more values for one) changes no other entity's rows.
   */
  static stream(seed: number, name: string): Random {
    return new Random((seed ^ hashOf(name)) | 0);
  }

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
    // The generator's first outputs echo a small seed (fffffffc…): discard them.
    for (let i = 0; i < WARM_UP; i++) this.rng.next();
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return uniformFloat64(this.rng);
  }

  /** A uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  /** An item chosen with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.float() * total;
    for (const [item, weight] of choices) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return choices[choices.length - 1][0];
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, count);
  }

  chars(length: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }

  digits(length: number): string {
    return String(this.int(1, 9)) + this.chars(length - 1, '0123456789');
  }

  /** A version-4 UUID made from this sequence (so ids are deterministic too). */
  uuid(): string {
    const a = hex32(this.rng.next());
    const b = hex32((this.rng.next() & 0xffff0fff) | 0x4000); // version 4
    const c = hex32((this.rng.next() & 0x3fffffff) | 0x80000000); // variant 10xx
    const d = hex32(this.rng.next());
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
  }

  /** A time between `from` and `to`. */
  between(from: Date, to: Date): Date {
    return new Date(from.getTime() + Math.floor(this.float() * (to.getTime() - from.getTime())));
  }

  /**
   * A time in the `days` before `now`, more often recent than old (a growing platform):
   * the age is `days * u^skew` for a uniform u, so skew > 1 favours recent times.
   */
  recent(now: Date, days: number, skew = 1.6): Date {
    return new Date(now.getTime() - Math.floor(days * DAY_MS * this.float() ** skew));
  }
}

export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const minDate = (a: Date, b: Date) => (a < b ? a : b);

/**
 * 32 bits of FNV-1a over `text`: a PostgreSQL advisory lock key (a rare collision only makes two
 * holders share a lock or a budget, never breaks one). `seed` separates kinds of keys.
 */
export function advisoryKey(text: string, seed = 0): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const byte of Buffer.from(text)) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash | 0;
}

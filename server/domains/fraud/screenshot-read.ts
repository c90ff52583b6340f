import { createHash } from 'node:crypto';

/** How a screenshot is read: from these hosts only, at most this many bytes, within this time. */
export interface ScreenshotLimits {
  /** `host[:port]` as URL spells it (lower case, default port dropped). */
  hosts: ReadonlySet<string>;
  maxBytes: number;
  timeoutMs: number;
}

export const SCREENSHOT_PROBLEMS = [
  'host_not_allowed',
  'not_http',
  'redirect_elsewhere',
  'timeout',
  'too_large',
  'not_image',
  'http_error',
  'unreachable',
] as const;
export type ScreenshotProblem = (typeof SCREENSHOT_PROBLEMS)[number];

export type ScreenshotRead = { sha256: string } | { problem: ScreenshotProblem; retry: boolean };

const MAX_REDIRECTS = 3;

/** A host as URL spells it, or undefined for a value that is no host. */
export function hostOf(value: string): string | undefined {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a screenshot and answers the SHA-256 of its bytes, or why it could not: only from the
 * allowed hosts, following at most three redirects on the same host, within the time and size
 * limits. A problem that may pass (a timeout, an unreachable host, a 5xx) says it is worth retrying.
 */
export async function readScreenshot(link: string, limits: ScreenshotLimits, fetchImpl: typeof fetch = fetch): Promise<ScreenshotRead> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { problem: 'not_http', retry: false };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return { problem: 'not_http', retry: false };
  if (!limits.hosts.has(url.host)) return { problem: 'host_not_allowed', retry: false };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    for (let hops = 0; hops <= MAX_REDIRECTS; hops++) {
      const answer = await fetchImpl(url, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
      const location = answer.headers.get('location');
      if (answer.status >= 300 && answer.status < 400 && location) {
        await answer.body?.cancel();
        const next = new URL(location, url);
        if (next.host !== url.host || (next.protocol !== 'http:' && next.protocol !== 'https:')) return { problem: 'redirect_elsewhere', retry: false };
        url = next;
        continue;
      }
      if (!answer.ok) {
        await answer.body?.cancel();
        return { problem: 'http_error', retry: answer.status >= 500 || answer.status === 429 };
      }
      const bytes = await readAtMost(answer, limits.maxBytes);
      if (!bytes) return { problem: 'too_large', retry: false };
      if (!looksLikeImage(bytes, answer.headers.get('content-type'))) return { problem: 'not_image', retry: false };
      return { sha256: createHash('sha256').update(bytes).digest('hex') };
    }
    return { problem: 'redirect_elsewhere', retry: false };
  } catch {
    if (signal.aborted) return { problem: 'timeout', retry: true };
    return { problem: 'unreachable', retry: true };
  }
}

/** The body, or undefined once it passes `max` bytes (the rest is not read). */
async function readAtMost(answer: Response, max: number): Promise<Buffer | undefined> {
  const declared = Number(answer.headers.get('content-length'));
  if (declared > max) {
    await answer.body?.cancel();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (!answer.body) return Buffer.alloc(0);
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) {
      await answer.body?.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

const startsWith = (bytes: Buffer, magic: number[], at = 0) => magic.every((byte, i) => bytes[at + i] === byte);

/** PNG, JPEG, GIF, WebP, AVIF/HEIC by their first bytes; SVG by its type and an `<svg` element near the start. */
export function looksLikeImage(bytes: Buffer, contentType: string | null): boolean {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return true;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return true;
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return true;
  return /^image\/svg\+xml\b/i.test(contentType ?? '') && bytes.subarray(0, 1024).toString('utf8').includes('<svg');
}

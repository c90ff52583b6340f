import { createHash } from 'node:crypto';

/** Query parameters that only say where a click came from: two links differing in them are one post. */
const TRACKING = /^(utm_.*|fbclid|gclid|dclid|msclkid|igshid|igsh|si|mc_cid|mc_eid|ref_src)$/i;

/** The longest link read: a longer one is no proof of anything and is not compared. */
export const MAX_PROOF_LINK_LENGTH = 2048;

export type ProofLinkKey = { key: string } | { skipped: 'not_http' | 'too_long' | 'invalid' };

/**
 * A proof link in one canonical spelling: scheme and host lower-cased (host names in punycode, so a
 * look-alike stays distinct), default port, fragment and tracking parameters dropped, the remaining
 * parameters in name order, trailing slashes removed. Two links with the same canonical spelling
 * are the same post.
 */
export function canonicalProofLink(link: string): string | ProofLinkKey {
  const text = link.trim();
  if (text.length > MAX_PROOF_LINK_LENGTH) return { skipped: 'too_long' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { skipped: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { skipped: 'not_http' };
  const params = [...url.searchParams].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}${query}`;
}

/** What two submissions' links are compared by: SHA-256 of the canonical link (a fixed size, whatever the link's). */
export function proofLinkKey(link: string): ProofLinkKey {
  const canonical = canonicalProofLink(link);
  if (typeof canonical !== 'string') return canonical;
  return { key: createHash('sha256').update(canonical).digest('hex') };
}

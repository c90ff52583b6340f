import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { ConfigError } from './config-error.ts';
import { MIN_SECRET_BYTES } from './accounts/tokens.ts';

/** How far `X-Forwarded-For` is believed: no proxy, the number of proxies in front, or their addresses. */
export type TrustProxy = false | number | string[];

/** Addresses spread over each address space: a TRUST_PROXY that trusts all of one space trusts anyone there. */
const ANYWHERE = [
  ['1.2.3.4', '64.1.1.1', '100.64.0.1', '128.0.0.1', '200.1.1.1', '255.255.255.254'],
  ['2001:db8::1', '::2', '4000::1', '8000::1', 'fe80::1', 'ffff::1'],
];

/** Address names proxy-addr understands besides IPs and CIDR ranges. */
const ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isCidr = (value: string) => {
  const [ip, bits, extra] = value.split('/');
  if (extra !== undefined || !isIP(ip)) return false;
  if (bits === undefined) return true;
  const max = isIP(ip) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * `TRUST_PROXY`: unset, `off` or `0` when clients reach the server directly; the number of proxies
 * in front (`1` for one load balancer: the address it appended is the client's); or the proxies'
 * addresses (`10.0.0.5,10.0.1.0/24`, `loopback`). Never "trust everything": the first
 * `X-Forwarded-For` entry is whatever the client wrote.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (!text || text === 'off' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be the number of proxies in front of the server (1 to 10) or their addresses, not "${text}"`);
    return hops;
  }
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe the address a client writes itself: set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses',
    );
  }
  const addresses = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = addresses.find((address) => !ADDRESS_NAMES.has(address) && !isCidr(address));
  if (bad) throw new ConfigError(`TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses (IP, CIDR, loopback), not "${bad}"`);
  let trusts: (address: string, hop: number) => boolean;
  try {
    trusts = proxyAddr.compile(addresses);
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY has an address range that cannot be read (${(error as Error).message}): "${text}"`);
  }
  if (ANYWHERE.some((space) => space.every((address) => trusts(address, 0)))) {
    throw new ConfigError(`TRUST_PROXY="${text}" trusts every address, which would believe what clients write themselves: list only the proxies' addresses`);
  }
  return addresses;
}

export function parseSecret(name: string, secret: string): string {
  const bytes = Buffer.byteLength(secret);
  if (bytes < MIN_SECRET_BYTES) {
    throw new ConfigError(`${name} must be at least ${MIN_SECRET_BYTES} bytes long (it has ${bytes}); make one with: openssl rand -base64 48`);
  }
  return secret;
}

export function parsePublicUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) throw new ConfigError(`PUBLIC_URL must be an http(s) address such as https://admin.example.ng, not "${value}"`);
  return url.origin + url.pathname.replace(/\/$/, '');
}

/** A whole number from `min` to `max`. */
export function parseCount(name: string, value: string, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count) || count < min || count > max) {
    throw new ConfigError(`${name} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `above ${min - 1}` : `from ${min} to ${max}`}, not "${value}"`);
  }
  return count;
}

export function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

/** One of `allowed`, or a one-line refusal naming them. */
export function parseChoice<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, not "${value}"`);
}

/** Fastify's `trustProxy`: a number of proxies becomes proxy-addr's hop rule (the nearest `hops` addresses are proxies). */
export const fastifyTrustProxy = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

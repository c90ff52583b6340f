/** Percent-encodes one character: "a" → "%61". */
const pct = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

const segments = (path: string) => path.split('/').slice(1);
const join = (parts: string[]) => `/${parts.join('/')}`;

/**
 * Request targets naming the same route as `path` (`/api/...`) in the disguises a router may decode,
 * strip or fold while a naive URL check does not: each must be refused without a token, never
 * answered.
 */
export function pathVariants(path: string): Record<string, string> {
  const parts = segments(path);
  return {
    'first letter encoded': path.replace(/^\/a/, `/${pct('a')}`),
    'a later letter encoded': path.replace(/^\/ap/, `/a${pct('p')}`),
    'every segment encoded': join(parts.map((s) => (s ? pct(s[0]) + s.slice(1) : s))),
    'every character encoded': join(parts.map((s) => [...s].map(pct).join(''))),
    'double encoding': path.replace(/^\/a/, `/%25${pct('a').slice(1)}`),
    'encoded slashes': `/${parts.join('%2F')}`,
    'lower-case encoded slashes': `/${parts.join('%2f')}`,
    'absolute-form target': `http://attacker.example${path}`,
    'absolute-form target, encoded': `http://x${path.replace(/^\/a/, `/${pct('a')}`)}`,
    'upper case': path.toUpperCase(),
    'mixed case': path.replace(/^\/api/, '/Api'),
    'trailing slash': `${path}/`,
    'trailing slash, encoded': `${path}${pct('/')}`,
    'semicolon parameter': `${path};jsessionid=x`,
    'semicolon in the first segment': path.replace(/^\/api/, '/api;x=1'),
    'doubled slashes': path.replace(/\//g, '//'),
    'dot segment': path.replace(/^\/api/, '/api/x/..'),
    'encoded dot segment': path.replace(/^\/api/, '/api/x/%2E%2E'),
    'query confusion': `${path}?/api/health`,
  };
}

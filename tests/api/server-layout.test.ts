import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);

/** Every TypeScript file of these folders, from the repository's root. */
const sourcesOf = (...folders: string[]) =>
  folders.flatMap((folder) =>
    readdirSync(new URL(folder, root), { recursive: true })
      .map((path) => join(folder, String(path)))
      .filter((path) => path.endsWith('.ts')),
  );

/**
 * The folder a file belongs to: its directory (`server/domains/coupon`, `server/db/schema`), the
 * declarations as one (`entities`), and each file directly in server/ as its own (`server/app.ts`).
 */
const folderOf = (file: string) => {
  if (file.startsWith('entities/')) return 'entities';
  const folder = dirname(file);
  return folder === 'server' ? file : folder;
};

/** The files a file imports by a relative path (`import`, `import type`, `export … from`, `import(…)`). */
const importsOf = (file: string) =>
  [...readFileSync(new URL(file, root), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    normalize(join(dirname(file), match[1])),
  );

interface Edge {
  from: string;
  to: string;
  /** One import making it, as `file → file`. */
  example: string;
}

/** Folder → folder edges of server/ and entities/, one per pair, with an import that makes each. */
function folderEdges(): Edge[] {
  const edges = new Map<string, Edge>();
  for (const file of files) {
    for (const target of importsOf(file)) {
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from !== to && !edges.has(`${from} ${to}`)) edges.set(`${from} ${to}`, { from, to, example: `${file} → ${target}` });
    }
  }
  return [...edges.values()];
}

const files = sourcesOf('server', 'entities');
const edges = folderEdges();
const within = (folder: string, area: string) => folder === area || folder.startsWith(`${area}/`);

/** A cycle of folders, as `a → b → … → a` with the imports making it, or undefined. */
function findCycle(edges: Edge[]): string | undefined {
  const next = new Map<string, Edge[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge]);
  const done = new Set<string>();
  const path: Edge[] = [];
  const onPath = (folder: string) => path.findIndex((edge) => edge.from === folder);
  const visit = (folder: string): Edge[] | undefined => {
    if (done.has(folder)) return undefined;
    for (const edge of next.get(folder) ?? []) {
      const back = onPath(edge.to);
      if (back !== -1 || edge.to === folder) return [...path.slice(back === -1 ? path.length : back), edge];
      path.push(edge);
      const cycle = visit(edge.to);
      path.pop();
      if (cycle) return cycle;
    }
    done.add(folder);
    return undefined;
  };
  for (const folder of next.keys()) {
    const cycle = visit(folder);
    if (cycle) return `${[cycle[0].from, ...cycle.map((edge) => edge.to)].join(' → ')} (${cycle.map((edge) => edge.example).join('; ')})`;
  }
  return undefined;
}

/**
 * Which way imports go. Bottom to top: declarations (entities/); shared helpers; tables (db/);
 * lists/ and writes/ (the machinery every entity uses); the declaration engine (server/entities/);
 * accounts/; each entity's home (domains/<entity>/); plugins/ and routes/, which may import anything
 * below them; app.ts, main.ts and cli/ on top.
 */
const NEVER: [string, string[]][] = [
  ['entities', ['server', 'src']],
  [
    'server/shared',
    [
      'server/db',
      'server/lists',
      'server/writes',
      'server/limits',
      'server/schemas',
      'server/entities',
      'server/accounts',
      'server/domains',
      'server/plugins',
      'server/routes',
    ],
  ],
  ['server/db/schema', ['server/lists', 'server/writes', 'server/entities', 'server/accounts', 'server/domains', 'server/plugins', 'server/routes']],
  ['server/lists', ['server/writes', 'server/entities', 'server/accounts', 'server/domains', 'server/plugins', 'server/routes']],
  ['server/writes', ['server/entities', 'server/accounts', 'server/domains', 'server/plugins', 'server/routes']],
  ['server/limits', ['server/entities', 'server/accounts', 'server/domains', 'server/plugins', 'server/routes']],
  ['server/schemas', ['server/entities', 'server/accounts', 'server/domains', 'server/plugins', 'server/routes']],
  ['server/entities', ['server/accounts', 'server/domains', 'server/plugins', 'server/routes']],
  ['server/accounts', ['server/domains', 'server/plugins', 'server/routes']],
  ['server/domains', ['server/plugins', 'server/routes']],
];

/** Folders read by one reader only: the routes by the app; the discovered hooks (server/domains/index.ts) by the routes, since a domain importing them would wait for itself. */
const ONLY: [string, string[]][] = [
  ['server/routes', ['server/app.ts']],
  ['server/domains', ['server/routes']],
];

describe('server folders import one way', () => {
  it('reads the imports of every folder', () => {
    expect(edges.length).toBeGreaterThan(50);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'server/domains/coupon', to: 'server/entities' }));
  });

  it.each(NEVER)('%s never imports %j', (area, forbidden) => {
    expect(files.some((file) => within(folderOf(file), area))).toBe(true);
    const wrong = edges.filter((edge) => within(edge.from, area) && forbidden.some((other) => within(edge.to, other)));
    expect(wrong.map((edge) => edge.example)).toEqual([]);
  });

  it.each(ONLY)('%s is imported only by %j', (folder, readers) => {
    const wrong = edges.filter((edge) => edge.to === folder && !readers.includes(edge.from) && !within(edge.from, folder));
    expect(wrong.map((edge) => edge.example)).toEqual([]);
  });

  it('has no import loop between folders', () => {
    expect(findCycle(edges)).toBeUndefined();
  });

  it('names a loop, with the imports making it', () => {
    const edge = (from: string, to: string) => ({ from, to, example: `${from}/x.ts → ${to}/y.ts` });
    expect(findCycle([edge('a', 'b'), edge('b', 'c'), edge('c', 'b')])).toBe('b → c → b (b/x.ts → c/y.ts; c/x.ts → b/y.ts)');
  });
});

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { toListRequest, type PageRequest } from '../../server/lists/list-params.ts';
import { userLister } from '../../server/domains/users/users.ts';
import { describeApi } from '../helpers/test-app.ts';

/** Texts whose pairs are cut at odd and even positions, in any case, with accents, wildcards and spaces. */
const TEXTS = ['RWD-TASK-9f3a', 'Adébáyọ̀ Ọlárìnwá', 'ab', 'a', '', 'x_y%z\\w', 'ÉMILE Zoë', 'aaaa', 'Chukwuemeka  Obi'];

/** Every two characters that occur in the texts, as typed and in the other case, and some that do not. */
const searches = () => {
  const pairs = new Set(['qz', 'zq', '%z', '_y', 'é ']);
  for (const text of TEXTS) {
    for (let i = 0; i + 2 <= text.length; i++) {
      const pair = text.slice(i, i + 2);
      pairs.add(pair).add(pair.toUpperCase()).add(pair.toLowerCase());
    }
  }
  return [...pairs].filter((pair) => pair.length === 2);
};

describeApi('two-character searches read the index of character pairs and find exactly what ILIKE finds', (t) => {
  it('search_pairs(text) holds a pair exactly when the text contains it, ignoring case', async () => {
    for (const q of searches()) {
      const result = (await t.database.db.execute(sql`
        select t.value, t.value ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} as contains,
          coalesce(search_pairs(t.value) collate "C" @> array[lower(${q})], false) as indexed
        from (values ${sql.join(
          TEXTS.map((text) => sql`(${text}::text)`),
          sql`, `,
        )}) as t(value)`)) as unknown as { rows: { value: string; contains: boolean; indexed: boolean }[] };
      for (const row of result.rows) expect(row.indexed, `${JSON.stringify(q)} in ${JSON.stringify(row.value)}`).toBe(row.contains);
    }
  });

  it('a two-character search of users read from the indexes finds the users whose name or email contains it', async () => {
    await t.database.db.insert(users).values(TEXTS.map((name, i) => ({ name, email: `pairs-${i}@example.com` })));
    for (const q of searches()) {
      // A page longer than the matches is never filled by the walk: it is read from the indexes.
      const request = toListRequest({ q, perPage: 100 }, []) as PageRequest;
      const found = await userLister.page(t.database.db, request, { sampleRows: 1, exactCountLimit: 1 });
      const names = found.data.map((row) => (row as { name: string | null }).name).sort();
      const term = q.trim().toLowerCase(); // the list trims its search
      const expected = TEXTS.filter((name, i) => [name, `pairs-${i}@example.com`].some((text) => text.toLowerCase().includes(term))).sort();
      expect(names, JSON.stringify(q)).toEqual(expected);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { entities } from '@entities/index.ts';
import { fieldValidators } from '@/admin/fieldValidators.ts';

/** Every naira input of every declared entity: the form refuses what the server would (whole kobo). */
const nairaInputs = entities.flatMap((entity) =>
  (entity.form?.inputs ?? [])
    .filter((source) => entity.fields[source]?.kind === 'naira')
    .map((source) => [`${entity.name}.${source}`, entity.fields[source]] as const),
);

const messageFor = (field: (typeof nairaInputs)[number][1], value: number) =>
  (fieldValidators(field, false) ?? [])
    .map((check) => check(value, {}, {}))
    .filter(Boolean)
    .map((result) => (typeof result === 'object' ? (result as { message: string }).message : result));

describe('naira inputs take whole kobo', () => {
  it('finds the naira inputs', () => {
    expect(nairaInputs.length).toBeGreaterThan(2);
  });

  it.each(nairaInputs)('%s refuses a fraction of a kobo and takes two decimals', (_, field) => {
    const base = (field.min ?? field.greaterThan ?? 0) + 1;
    expect(messageFor(field, base + 0.005)).toContain('app.validation.kobo');
    expect(messageFor(field, base + 0.07)).not.toContain('app.validation.kobo');
    expect(messageFor(field, base)).toEqual([]);
  });
});

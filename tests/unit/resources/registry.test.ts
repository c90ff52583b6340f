import { describe, expect, it } from 'vitest';
import { fieldKinds } from '@/admin/fieldKinds.tsx';
import type { EntityDeclaration } from '@entities/types.ts';
import { en } from '@/i18n/en.ts';
import { entities } from '@entities/index.ts';

const schemaFiles = import.meta.glob<{ default: EntityDeclaration }>(['/entities/*.ts', '!/entities/{index,types,named-entity,boolean-filter,coupon-code}.ts'], { eager: true });
const message = (key: string): unknown => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], en);

describe('the entity registry', () => {
  it('mounts every declaration file once', () => {
    const files = Object.keys(schemaFiles).map((path) => path.split('/').at(-1)!.replace(/\.ts$/, '')).sort();
    expect(files).toEqual(entities.map((s) => s.name).sort());
  });

  it.each(Object.entries(schemaFiles))('%s is named after its file', (path, { default: schema }) => {
    expect(schema.name).toBe(path.split('/').at(-1)!.replace(/\.ts$/, ''));
  });
});

describe.each(entities.map((schema) => [schema.name, schema] as const))('the %s schema', (name, schema) => {
  const sources = [...schema.list.columns, ...(schema.form?.inputs ?? [])];

  it('declares every column and input as a field of a known kind', () => {
    for (const source of sources) {
      expect(schema.fields[source], source).toBeDefined();
      expect(fieldKinds[schema.fields[source].kind], `${source}: ${schema.fields[source].kind}`).toBeDefined();
    }
    for (const source of schema.form?.inputs ?? []) expect(fieldKinds[schema.fields[source].kind].Input, source).toBeDefined();
  });

  it('has an icon, and paths for the actions it offers', () => {
    expect(schema.icon).toMatch(/^[Mm][-\d.]/);
    expect(schema.api.list).toMatch(/^\//);
    if (schema.list.actions?.includes('edit')) expect(schema.form && schema.api.update).toBeTruthy();
    if (schema.list.actions?.includes('delete')) expect(schema.api.delete).toBeTruthy();
    for (const field of Object.values(schema.fields)) {
      if (field.kind === 'reference' || field.kind === 'referenceMany') expect(entities.map((s) => s.name)).toContain(field.reference);
    }
  });

  it('has every message the admin derives from it', () => {
    const keys = [
      `resources.${name}.name`,
      `resources.${name}.menu`,
      `resources.${name}.notifications.fetching`,
      `resources.${name}.notifications.loaded`,
      ...['fetch', 'save', 'delete'].map((area) => `resources.${name}.errors.${area}`),
      ...(schema.form ? ['created', 'updated', 'deleted'].map((n) => `resources.${name}.notifications.${n}`) : []),
      ...sources.map((source) => `resources.${name}.fields.${source}`),
      ...Object.values(schema.fields).flatMap((field) => [field.emptyText, field.requiredMessage, field.pattern?.message].filter((key) => key !== undefined)),
    ];
    for (const key of keys) expect(typeof message(key), key).toBe('string');
  });
});

import { describe, expect, it } from 'vitest';
import { fieldKinds } from '@/admin/fieldKinds.tsx';
import { icons } from '@/admin/icons.ts';
import type { ResourceSchema } from '@/admin/schemaTypes.ts';
import { en } from '@/i18n/en.ts';
import { resources } from '@/resources/index.ts';

const schemaFiles = import.meta.glob<{ default: ResourceSchema }>('/src/resources/*/schema.ts', { eager: true });
const message = (key: string): unknown => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], en);

describe('the resource registry', () => {
  it('mounts every schema file once, in the sidebar order of spec §2', () => {
    expect(resources.map((s) => s.name)).toEqual(['packages', 'engagement', 'socialPlatform', 'coupon', 'tasks', 'tasksLog', 'users', 'transactions']);
    const folders = Object.keys(schemaFiles).map((path) => path.split('/').at(-2)).sort();
    expect(folders).toEqual(resources.map((s) => s.name).sort());
  });

  it.each(Object.entries(schemaFiles))('%s is named after its folder', (path, { default: schema }) => {
    expect(schema.name).toBe(path.split('/').at(-2));
  });
});

describe.each(resources.map((schema) => [schema.name, schema] as const))('the %s schema', (name, schema) => {
  const sources = [...schema.list.columns, ...(schema.form?.inputs ?? [])];

  it('declares every column and input as a field of a known kind', () => {
    for (const source of sources) {
      expect(schema.fields[source], source).toBeDefined();
      expect(fieldKinds[schema.fields[source].kind], `${source}: ${schema.fields[source].kind}`).toBeDefined();
    }
    for (const source of schema.form?.inputs ?? []) expect(fieldKinds[schema.fields[source].kind].Input, source).toBeDefined();
  });

  it('has an icon, and paths for the actions it offers', () => {
    expect(icons[schema.icon]).toBeDefined();
    expect(schema.api.list).toMatch(/^\//);
    if (schema.list.actions?.includes('edit')) expect(schema.form && schema.api.update).toBeTruthy();
    if (schema.list.actions?.includes('delete')) expect(schema.api.delete).toBeTruthy();
    for (const field of Object.values(schema.fields)) {
      if (field.kind === 'reference' || field.kind === 'referenceMany') expect(resources.map((s) => s.name)).toContain(field.reference);
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

import { describe, expect, it } from 'vitest';
import { fieldKinds } from '@/admin/fieldKinds.tsx';
import type { EntityDeclaration } from '@entities/types.ts';
import { englishCatalogue } from '@/i18n/locales.ts';
import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { entities } from '@entities/index.ts';

const en = englishCatalogue;

const entityFiles = import.meta.glob<{ default?: EntityDeclaration }>('/entities/*.ts', { eager: true });
/** The files of entities/ that declare an entity (a default export); the others are their shared parts. */
const schemaFiles = Object.fromEntries(Object.entries(entityFiles).filter(([, module]) => module.default)) as Record<string, { default: EntityDeclaration }>;
const message = (key: string): unknown => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], en);

describe('the entity registry', () => {
  it('mounts every declaration file once', () => {
    const files = Object.keys(schemaFiles)
      .map((path) => path.split('/').at(-1)!.replace(/\.ts$/, ''))
      .sort();
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

  it('has its own name, menu label and field labels, and every message it declares', () => {
    const keys = [
      `resources.${name}.name`,
      `resources.${name}.menu`,
      ...sources.map((source) => `resources.${name}.fields.${source}`),
      ...Object.values(schema.fields).flatMap((field) => [field.emptyText, field.requiredMessage, field.pattern?.message].filter((key) => key !== undefined)),
    ];
    for (const key of keys) expect(typeof message(key), key).toBe('string');
  });

  it('words every message the admin derives from it, in its own terms where the catalogue has none', () => {
    const derived = [
      ...['fetching', 'loaded', ...(schema.form ? ['created', 'updated', 'deleted'] : []), ...(schema.api.export ? ['exported'] : [])].map(
        (n) => `notifications.${n}`,
      ),
      ...['fetch', 'save', 'delete', ...(schema.api.export ? ['export'] : [])].map((area) => `errors.${area}`),
      ...(schema.api.export ? ['actions.export'] : []),
      ...(schema.list.filters ?? []).map((filter) => `filters.${filter.source}`),
    ];
    for (const key of derived.map((k) => `resources.${name}.${k}`)) {
      const text = i18nProvider.translate(key);
      expect(text, key).not.toBe(key);
      expect(text, key).not.toMatch(/%\{|resources\./);
    }
  });
});

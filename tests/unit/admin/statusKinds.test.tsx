import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { Beside } from '@/admin/Beside.tsx';
import { fieldKinds } from '@/admin/fieldKinds.tsx';
import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { entities } from '@entities/index.ts';
import type { FieldDeclaration } from '@entities/types.ts';

/** A record holding `value` at the dotted `source` (`userId.frozen`). */
const recordWith = (source: string, value: unknown) =>
  source
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;

const fieldsOfKind = (kind: FieldDeclaration['kind']) =>
  entities.flatMap((entity) =>
    Object.entries(entity.fields).flatMap(([source, field]) => (field.kind === kind ? [[entity.name, source, field] as const] : [])),
  );

const show = (source: string, field: FieldDeclaration, record: Record<string, unknown>) => {
  const { Cell } = fieldKinds[field.kind];
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'r1', ...record }}>
        <Cell source={source} field={field} />
      </RecordContextProvider>
    </AdminContext>,
  );
};

describe('the frozen kind, on every entity declaring it', () => {
  it.each(fieldsOfKind('frozen'))('%s.%s: a "Frozen" badge saying why, nothing when not frozen', (_entity, source, field) => {
    const { unmount } = show(source, field, recordWith(source, { reason: 'Farm of 40 accounts', at: '2026-11-20T10:00:00.000Z' }));
    expect(screen.getByText('Frozen')).toHaveAttribute('title', 'Frozen: Farm of 40 accounts');
    unmount();
    const { container } = show(source, field, recordWith(source, null));
    expect(container.textContent).toBe('');
  });

  it('is drawn beside the name of every list showing a user', () => {
    const besides = entities.flatMap((entity) => Object.values(entity.fields).flatMap((field) => (field.beside ? [entity.fields[field.beside]?.kind] : [])));
    expect(besides).toEqual(['frozen', 'frozen', 'frozen']);
  });
});

describe('the flags kind, on every entity declaring it', () => {
  it.each(fieldsOfKind('flags'))('%s.%s: a chip per flag, a reuse chip a button that says what it copies', (_entity, source, field) => {
    const flags = [
      { kind: 'pace', count: 7, minutes: 10 },
      {
        kind: 'reused_link',
        _id: '60620bfe-0000-4000-8000-000000000000',
        userId: { _id: 'u', name: 'Ada Obi', email: 'ada@x.ng' },
        status: 'confirmed',
        createdAt: '2026-11-20T10:00:00.000Z',
        reviewedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        others: 1,
      },
    ];
    show(source, field, recordWith(source, flags));
    expect(screen.getByText('Too fast').closest('[title]')).toHaveAttribute('title', '7 submissions within 10 minutes');
    expect(screen.getByRole('button', { name: 'Reused link' })).toHaveAttribute('title', 'Same link as #60620bfe by Ada Obi, confirmed 3 days ago');
  });
});

describe('beside', () => {
  it('draws the declared field after the cell, and nothing more when the record lacks it', () => {
    const fields = { name: { kind: 'text', beside: 'frozen' }, frozen: { kind: 'frozen', nullable: true } } as Record<string, FieldDeclaration>;
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RecordContextProvider value={{ id: 'u', name: 'Ada', frozen: { reason: 'Farm', at: '2026-11-20T10:00:00.000Z' } }}>
          <Beside fields={fields} field={fields.name}>
            <span>Ada</span>
          </Beside>
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(screen.getByText('Ada').parentElement).toHaveTextContent('AdaFrozen');
  });
});

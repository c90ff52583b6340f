import { render, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { firstPageParams } from '@/admin/firstPage.ts';
import { SchemaList } from '@/admin/SchemaList.tsx';
import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { screens } from '@/resources/screens.ts';
import { entities } from '@entities/index.ts';

/** Every list without a screen of its own: its first page is asked for before its screen renders. */
const genericLists = entities.filter((schema) => !screens[schema.name]);

describe('the first page asked for early', () => {
  it.each(genericLists.map((schema) => [schema.name, schema] as const))(
    '%s: is the page its list asks for when nothing is in the address or stored',
    async (_name, schema) => {
      const getList = vi.fn(async () => ({ data: [], total: 0 }));
      const dataProvider = { getList } as unknown as DataProvider;
      const { unmount } = render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <SchemaList schema={schema} />
        </AdminContext>,
      );
      // Its filters may read other lists (a reference's choices): its own read is the one for its name.
      const ownReads = () => (getList.mock.calls as unknown as [string, Record<string, unknown>][]).filter(([resource]) => resource === schema.name);
      await waitFor(() => expect(ownReads()).not.toEqual([]));
      const { signal: _signal, ...asked } = ownReads()[0][1];
      expect(JSON.parse(JSON.stringify(asked))).toEqual(firstPageParams(schema));
      unmount();
    },
    30_000,
  );

  it('covers the lists of a real platform', () => {
    expect(genericLists.map((schema) => schema.name)).toEqual(expect.arrayContaining(['transactions', 'users', 'packages', 'withdrawals']));
  });
});

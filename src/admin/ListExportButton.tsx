import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, downloadCSV, useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { pagingSorts } from '@entities/list-sorts.ts';
import type { EntityDeclaration } from '@entities/types.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { serverFilters } from '@/dataProvider/serverFilters.ts';
import { listCsv } from './listCsv.ts';

const BOM = '\uFEFF';

/**
 * Export CSV of what the list shows: its search, filters and order, whichever server answers.
 * While the server pages the list, its `api.export` is asked with them; a server that does not
 * (the production backend, whose export takes no parameters) gets no say: the file is written
 * here from the filtered, sorted whole list, with the same columns and words. The byte-order mark
 * is put back so spreadsheets read ₦ right. Messages: `resources.<name>.actions.export`,
 * `.notifications.exported`, `.errors.export`.
 */
export function ListExportButton({ schema }: { schema: EntityDeclaration }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { filterValues, sort, total, meta, resource } = useListContext();
  const [locale] = useLocaleState();
  const declared = schema.api.export;
  const { paging } = schema.api;
  const serverPaged = !!(paging && meta?.serverPaged);
  const fromServer = async () => {
    const params = serverFilters(paging!, filterValues);
    const sortName = sort?.field ? pagingSorts(schema)[sort.field] : undefined;
    if (sortName) {
      params.set('sort', sortName);
      params.set('order', sort.order.toLowerCase());
    }
    // Our server words the file in the console's language.
    params.set('lang', locale);
    return (await dataProvider.request(`${declared!.path}?${params}`, { fallback: `resources.${schema.name}.errors.export` })).body;
  };
  const here = async () => {
    const { data } = await dataProvider.getList(resource, { pagination: { page: 1, perPage: Math.max(total ?? 0, 1) }, sort, filter: filterValues });
    const words = (key: string) => {
      const text = translate(key, { _: key });
      return text === key ? undefined : text;
    };
    return listCsv(schema, data, words);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: () => (serverPaged ? fromServer() : here()),
    onSuccess: (body) => {
      downloadCSV(body.startsWith(BOM) ? body : BOM + body, declared!.file ?? `${schema.name}-export`);
      notify(`resources.${schema.name}.notifications.exported`, { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!declared || (declared.extension && !serverPaged)) return null;
  return (
    <Button label={`resources.${schema.name}.actions.export`} variant="outlined" disabled={isPending} onClick={() => mutate()}>
      <DownloadIcon />
    </Button>
  );
}

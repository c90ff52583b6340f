import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, downloadCSV, useDataProvider, useListContext, useLocaleState, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { serverFilters } from '@/dataProvider/serverFilters.ts';
import type { EntityDeclaration } from '@entities/types.ts';

const BOM = '\uFEFF';

/**
 * Export CSV of what the list shows: the declaration's `api.export`, saved as its file name. While
 * the server pages the list it is asked with the list's current search and filters; an export the
 * production backend lacks (`extension`) is offered only then. The byte-order mark the server sent
 * (lost when the body is read as text) is put back so spreadsheets read ₦ right. Messages:
 * `resources.<name>.actions.export`, `.notifications.exported`, `.errors.export`.
 */
export function ListExportButton({ schema }: { schema: EntityDeclaration }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { filterValues, meta } = useListContext();
  const [locale] = useLocaleState();
  const declared = schema.api.export;
  const { paging } = schema.api;
  const { mutate, isPending } = useMutation({
    mutationFn: () => {
      const params = paging && meta?.serverPaged ? serverFilters(paging, filterValues) : undefined;
      // Our server words the file in the console's language; the production backend takes no parameters.
      params?.set('lang', locale);
      const query = params?.toString() ?? '';
      return dataProvider.request(`${declared!.path}${query ? `?${query}` : ''}`, { fallback: `resources.${schema.name}.errors.export` });
    },
    onSuccess: ({ body }) => {
      downloadCSV(body.startsWith(BOM) ? body : BOM + body, declared!.file ?? `${schema.name}-export`);
      notify(`resources.${schema.name}.notifications.exported`, { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!declared || (declared.extension && !meta?.serverPaged)) return null;
  return (
    <Button label={`resources.${schema.name}.actions.export`} variant="outlined" disabled={isPending} onClick={() => mutate()}>
      <DownloadIcon />
    </Button>
  );
}

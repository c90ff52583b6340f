import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { serverFilters } from '@/dataProvider/serverPaging.ts';
import type { EntityDeclaration } from '@entities/types.ts';

const BOM = '\uFEFF';

/**
 * Export CSV of what the list shows: the schema's `api.paging.export`, asked with the list's current
 * search and filters, saved as `<name>-export.csv`. Offered only while the server pages the list
 * (the production backend has no such export). Messages: `resources.<name>.actions.export`,
 * `.notifications.exported`, `.errors.export`.
 */
export function ListExportButton({ schema }: { schema: EntityDeclaration }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { filterValues, meta } = useListContext();
  const paging = schema.api.paging;
  const { mutate, isPending } = useMutation({
    mutationFn: () => {
      const query = serverFilters(paging!, filterValues).toString();
      return dataProvider.request(`${paging!.export}${query ? `?${query}` : ''}`, { fallback: `resources.${schema.name}.errors.export` });
    },
    onSuccess: ({ body }) => {
      downloadCSV(body.startsWith(BOM) ? body : BOM + body, `${schema.name}-export`);
      notify(`resources.${schema.name}.notifications.exported`, { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!paging?.export || !meta?.serverPaged) return null;
  return (
    <Button label={`resources.${schema.name}.actions.export`} variant="outlined" disabled={isPending} onClick={() => mutate()}>
      <DownloadIcon />
    </Button>
  );
}

import { ListExportButton } from '@/admin/ListExportButton.tsx';
import { SchemaList } from '@/admin/SchemaList.tsx';
import schema from '@entities/transactions.ts';

/** Transactions: the generic list with an Export CSV of the current search and filters. */
export function TransactionList() {
  return <SchemaList schema={schema} headerActions={<ListExportButton schema={schema} />} />;
}

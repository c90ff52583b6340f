import { type Theme, useMediaQuery } from '@mui/material';
import { CardList } from '@/admin/CardList.tsx';
import { fixedLabel } from '@/admin/schemaColumns.tsx';
import { SchemaList } from '@/admin/SchemaList.tsx';
import { SchemaTable } from '@/admin/SchemaTable.tsx';
import { useListColumns } from '@/admin/useListColumns.ts';
import schema from '@entities/approvals.ts';
import { ApprovalActions } from './ApprovalActions.tsx';
import { ApprovalDetails } from './ApprovalDetails.tsx';
import { Column } from '@/admin/Column.tsx';

/**
 * Approvals: money moves waiting for a second admin, each row opening onto what it pays, with
 * Approve and Reject; a phone shows cards with the same buttons.
 */
export function ApprovalList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <SchemaList schema={schema} filterDefaultValues={{ status: 'pending' }} phoneCards>
      {phone ? <CardList schema={schema} extra={<ApprovalActions inline />} /> : <ApprovalTable />}
    </SchemaList>
  );
}

function ApprovalTable() {
  return (
    <SchemaTable schema={schema} expand={<ApprovalDetails />}>
      {useListColumns(schema)}
      <Column key="decide" label={fixedLabel('app.list.actions')} disableSort render={() => <ApprovalActions />} />
    </SchemaTable>
  );
}

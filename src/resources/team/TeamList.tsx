import { useState } from 'react';
import { fixedLabel } from '@/admin/schemaColumns.tsx';
import { useListColumns } from '@/admin/useListColumns.ts';
import { SchemaList } from '@/admin/SchemaList.tsx';
import { SchemaTable } from '@/admin/SchemaTable.tsx';
import schema from '@entities/team.ts';
import { PasswordShownOnce, type ShownPassword } from './PasswordShownOnce.tsx';
import { TeamRowActions } from './TeamRowActions.tsx';
import { useTeamChange, type TeamChange } from './useTeamChange.ts';
import { Column } from '@/admin/Column.tsx';

/** The declared columns without the generic Actions, which TeamRowActions replaces. */
const withoutActions = { ...schema, list: { ...schema.list, actions: [] } };

/**
 * Team: the accounts with their role and status. Adding one shows its generated password once;
 * each row changes role, disables or enables, and resets the password (shown once too).
 */
export function TeamList() {
  const [shown, setShown] = useState<ShownPassword | null>(null);
  return (
    <SchemaList
      schema={schema}
      onCreated={(record) => typeof record.password === 'string' && setShown({ name: String(record.name), password: record.password })}
    >
      <TeamTable onPassword={setShown} />
      <PasswordShownOnce shown={shown} onClose={() => setShown(null)} />
    </SchemaList>
  );
}

function TeamTable({ onPassword }: { onPassword(shown: ShownPassword): void }) {
  const [name, setName] = useState('');
  const { mutate, isPending } = useTeamChange((password) => onPassword({ name, password }));
  const change = (id: string, next: TeamChange, who: string) => {
    setName(who);
    mutate({ id, change: next });
  };
  return (
    <SchemaTable schema={schema}>
      {useListColumns(withoutActions)}
      <Column key="actions" label={fixedLabel('app.list.actions')} disableSort render={() => <TeamRowActions busy={isPending} onChange={change} />} />
    </SchemaTable>
  );
}

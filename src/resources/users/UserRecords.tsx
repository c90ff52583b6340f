import { Box, Button, Card, MenuItem, TextField, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { Pagination, ReferenceManyField, useCreatePath, useListContext, useTranslate } from 'react-admin';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListLoading } from '@/admin/ListLoading.tsx';
import { CardList } from '@/admin/CardList.tsx';
import { cardTexts } from '@/admin/cardTexts.ts';
import { ListError } from '@/admin/ListStates.tsx';
import { SchemaTable } from '@/admin/SchemaTable.tsx';
import { fieldColumn, fixedLabel } from '@/admin/schemaColumns.tsx';
import { fieldLabel } from '@/dataProvider/fieldLabels.ts';
import { pagingSorts } from '@entities/list-sorts.ts';
import type { CardDeclaration, EntityDeclaration } from '@entities/types.ts';
import { Column } from '@/admin/Column.tsx';

const PER_PAGE = 10;

interface UserRecordsProps {
  schema: EntityDeclaration;
  /** The field of `schema` naming the user (`user`, `userId`); its columns are left out here. */
  target: string;
  title: string;
  /** What finds the same rows in the full list (the user's email), for "See all". */
  search: string;
  /** A control for each record (a submission's "Reverse credit"), in its own column or under its card. */
  rowAction?: ReactElement;
}

/**
 * One kind of the user's records (transactions, task submissions) under the user's profile: the
 * list's own columns without the user's, its choice filters (status, type, service), newest first,
 * paged by the server (`?userId=`) or, against a whole-list server, here.
 */
export function UserRecords({ schema, target, title, search, rowAction }: UserRecordsProps) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [filter, setFilter] = useState<Record<string, string>>({});
  const choices = (schema.list.filters ?? []).filter((declared) => declared.kind === 'choice');
  const listPath = `${createPath({ resource: schema.name, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ q: search }))}`;
  const heading = `${schema.name}-records`;
  return (
    <Card component="section" aria-labelledby={heading} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pt: 1.5 }}>
        <Typography id={heading} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {translate(title)}
        </Typography>
        {search && (
          <Button component={RouterLink} to={listPath} size="small">
            {translate('resources.users.page.see_all', { list: translate(`resources.${schema.name}.menu`) })}
          </Button>
        )}
      </Box>
      {choices.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pt: 1 }}>
          {choices.map(({ source, choices: options = [] }) => (
            <TextField
              key={source}
              select
              size="small"
              fullWidth={false}
              label={translate(`resources.${schema.name}.filters.${source}`)}
              value={filter[source] ?? ''}
              onChange={(event) => setFilter(({ [source]: _, ...rest }) => (event.target.value ? { ...rest, [source]: event.target.value } : rest))}
              sx={{ width: { xs: '100%', sm: 220 } }}
            >
              <MenuItem value="">{translate('resources.users.page.any')}</MenuItem>
              {options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {translate(option.label)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
      )}
      <ReferenceManyField
        reference={schema.name}
        target={target}
        filter={filter}
        perPage={PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <RecordsTable schema={schema} target={target} rowAction={rowAction} />
      </ReferenceManyField>
    </Card>
  );
}

/** The list's phone card without the user's fields (the page is theirs), and with each record's date under it. */
function cardWithoutUser(schema: EntityDeclaration, target: string): CardDeclaration {
  const { primary, secondary = [], tertiary } = cardTexts(schema);
  const kept = [primary, ...secondary].filter((source) => !source.startsWith(`${target}.`));
  return { primary: kept[0], secondary: [...kept.slice(1), 'createdAt'], tertiary };
}

/** The list's table without the user's own columns; on a phone, cards derived from those columns. */
function RecordsTable({ schema, target, rowAction }: { schema: EntityDeclaration; target: string; rowAction?: ReactElement }) {
  const { error, isPending } = useListContext();
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (error) return <ListError resource={schema.name} />;
  if (isPending) return <ListLoading />;
  const sources = schema.list.columns.filter((source) => !source.startsWith(`${target}.`));
  if (cards) return <CardList schema={{ ...schema, list: { ...schema.list, card: cardWithoutUser(schema, target), actions: [] } }} extra={rowAction} />;
  const sorts = pagingSorts(schema);
  return (
    <SchemaTable schema={schema}>
      {sources.map((source) => fieldColumn(source, schema.fields[source], fieldLabel(schema, source), undefined, sorts))}
      {rowAction && <Column key="row-action" label={fixedLabel('app.list.actions')} disableSort render={() => rowAction} />}
    </SchemaTable>
  );
}

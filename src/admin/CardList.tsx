import { Box, List, ListItem, ListItemButton, type SxProps, type Theme } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RecordsIterator, useCreatePath, useListContext, useRecordContext, useResourceDefinition } from 'react-admin';
import type { CardDeclaration, EntityDeclaration, FieldDeclaration } from '@entities/types.ts';
import type { CellProps } from './cells.tsx';
import { cardTexts } from './cardTexts.ts';
import { DeleteConfirmButton } from './DeleteConfirmButton.tsx';
import { fieldKinds } from './fieldKinds.tsx';
import { Beside } from './Beside.tsx';
import { ListEmpty } from './ListStates.tsx';
import { FieldLink } from './RecordLink.tsx';
import { RowActions } from './RowActions.tsx';

/** Cells in a card take its whole width (one line each, cut with an ellipsis); the title is bolder. */
export const cardListSx: SxProps<Theme> = {
  '--cell-max': '100%',
  '& .card-title .MuiTypography-root, & .card-title .cell-text': { fontWeight: 500 },
  '& .card-line, & .card-line .MuiTypography-root, & .card-line .cell-text': { color: 'text.secondary' },
};

/**
 * The list as cards on a phone (below MUI's `sm`), texts from the declaration (`cardTexts`), each
 * shown by its column's cell. Where the role may edit, a card opens the edit dialog (its URL, as the
 * Edit button does); Delete sits at the card's right edge, beside its link rather than inside it,
 * because a button inside a link is not valid HTML: that is why this is not react-admin's
 * SimpleList, whose whole row is the link.
 */
export function CardList({ schema, cells, extra }: { schema: EntityDeclaration; cells?: CellOverrides; extra?: ReactNode }) {
  const { data } = useListContext();
  const actions = schema.list.actions ?? [];
  if (!data?.length) return <ListEmpty />;
  return (
    <List disablePadding className="SchemaCardList" sx={cardListSx}>
      <RecordsIterator
        render={(record) =>
          // A screen's own cells (the coupon's code link and status switch) are controls: that card is no link, its actions under its texts.
          cells ? (
            <ListItem key={record.id} divider disablePadding sx={{ display: 'block', pb: 1 }}>
              <CardTexts fields={schema.fields} card={cardTexts(schema)} cells={cells} />
              {actions.length > 0 && (
                <Box sx={{ px: 1 }}>
                  <RowActions actions={actions} />
                </Box>
              )}
            </ListItem>
          ) : (
            <ListItem
              key={record.id}
              divider
              disablePadding
              secondaryAction={actions.includes('delete') && <DeleteConfirmButton />}
              sx={extra ? { display: 'block', pb: 1 } : undefined}
            >
              <CardLink schema={schema} editable={actions.includes('edit')} />
              {extra && <Box sx={{ px: 1 }}>{extra}</Box>}
            </ListItem>
          )
        }
      />
    </List>
  );
}

type CellOverrides = Partial<Record<string, ComponentType<CellProps>>>;

/** A card opens the record's page where it has one (a user), else its edit dialog where the role may edit. */
function CardLink({ schema, editable }: { schema: EntityDeclaration; editable: boolean }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { hasShow } = useResourceDefinition({ resource: schema.name });
  if (!record) return null;
  if (!editable && !hasShow) return <CardTexts fields={schema.fields} card={cardTexts(schema)} />;
  return (
    <ListItemButton
      component={Link}
      to={createPath({ resource: schema.name, id: record.id, type: hasShow ? 'show' : 'edit' })}
      state={{ _scrollToTop: false }}
      sx={{ p: 0 }}
    >
      <CardTexts fields={schema.fields} card={cardTexts(schema)} inLink />
    </ListItemButton>
  );
}

/** The title and the lines under it at the left, the badge, amount or date at the right; `data-value` marks them as the record's data, as a table's cells are. */
export function CardTexts({
  fields,
  card,
  inLink = false,
  cells = {},
}: {
  fields: Record<string, FieldDeclaration>;
  card: CardDeclaration;
  inLink?: boolean;
  cells?: CellOverrides;
}) {
  const { primary, secondary = [], tertiary } = card;
  const cell = (source: string) => {
    const field = fields[source];
    const Cell = cells[source] ?? fieldKinds[field.kind].Cell;
    const content = <Cell source={source} field={field} />;
    // A field that links to a record (a user's name) links from a card that is not itself a link.
    return (
      <Beside fields={fields} field={field}>
        {inLink ? (
          content
        ) : (
          <FieldLink source={source} field={field}>
            {content}
          </FieldLink>
        )}
      </Beside>
    );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, width: '100%', minWidth: 0, px: 2, py: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <div className="card-title" data-value>
          {cell(primary)}
        </div>
        {secondary.map((source) => (
          <div key={source} className="card-line" data-value>
            {cell(source)}
          </div>
        ))}
      </Box>
      {tertiary && (
        <Box sx={{ flexShrink: 0 }} data-value>
          {cell(tertiary)}
        </Box>
      )}
    </Box>
  );
}

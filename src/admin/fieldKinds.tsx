import type { ComponentType } from 'react';
import * as cells from './cells.tsx';
import * as inputs from './inputs.tsx';
import { ChangesCell } from './ChangesCell.tsx';
import { FlagsCell, FrozenCell } from './FlagCells.tsx';
import type { FieldKind, FieldDeclaration } from '@entities/types.ts';

export interface KindDefinition {
  /** The list cell; it reads the row from react-admin's record context. */
  Cell: ComponentType<cells.CellProps>;
  /** The form input; absent for kinds that are only ever shown. */
  Input?: ComponentType<inputs.InputProps>;
  /** Amounts are right-aligned. */
  align?: 'right';
  /** What the column sorts by, when not the source itself (an embedded object's name). */
  sortSource?: (source: string, field: FieldDeclaration) => string;
}

const byDisplay = (source: string, field: FieldDeclaration) => `${source}.${field.display ?? 'name'}`;

/** Every field kind, in one table: add a kind here and nowhere else. */
export const fieldKinds: Record<FieldKind, KindDefinition> = {
  text: { Cell: cells.TextCell, Input: inputs.TextFieldInput },
  longText: { Cell: cells.LongTextCell, Input: inputs.LongTextInput },
  number: { Cell: cells.NumberCell, Input: inputs.NumberFieldInput, align: 'right' },
  naira: { Cell: cells.NairaCell, Input: inputs.NumberFieldInput, align: 'right' },
  date: { Cell: cells.DateCell, Input: inputs.DateFieldInput },
  dateTime: { Cell: cells.DateTimeCell },
  url: { Cell: cells.UrlCell, Input: inputs.TextFieldInput },
  paidBadge: { Cell: cells.BooleanBadgeCell, Input: inputs.BooleanFieldInput },
  activeBadge: { Cell: cells.BooleanBadgeCell, Input: inputs.BooleanFieldInput },
  disabledBadge: { Cell: cells.BooleanBadgeCell, Input: inputs.BooleanFieldInput },
  yesNo: { Cell: cells.BooleanBadgeCell, Input: inputs.BooleanFieldInput },
  choice: { Cell: cells.ChoiceCell, Input: inputs.TextFieldInput },
  reference: { Cell: cells.ReferenceCell, Input: inputs.ReferenceFieldInput, sortSource: byDisplay },
  referenceMany: { Cell: cells.ReferenceManyCell, Input: inputs.ReferenceManyFieldInput },
  changes: { Cell: ChangesCell },
  flags: { Cell: FlagsCell },
  frozen: { Cell: FrozenCell },
};

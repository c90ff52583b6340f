import { Chip, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { EntityDeclaration } from '@entities/types.ts';
import { DATE_RANGES, rangeDays, type DateRange } from './dateRanges.ts';

/**
 * Today, Last 7 days, This month, Last month: one click fills both ends of the list's date range
 * (its day filters declared `bound: 'start'` and `'end'`); the one in force is shown selected.
 */
export function DateRangeShortcuts({ schema }: { schema: EntityDeclaration }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const days = schema.list.filters?.filter((f) => f.kind === 'day') ?? [];
  const start = days.find((f) => f.bound === 'start')?.source;
  const end = days.find((f) => f.bound === 'end')?.source;
  if (!start || !end) return null;
  const ranges = Object.keys(DATE_RANGES) as DateRange[];
  return (
    <Stack direction="row" role="group" aria-label={translate('app.date_ranges.label')} sx={{ flexWrap: 'wrap', gap: 1, pb: 1 }}>
      {ranges.map((range) => {
        const [first, last] = rangeDays(range);
        const active = filterValues[start] === first && filterValues[end] === last;
        return (
          <Chip
            key={range}
            label={translate(`app.date_ranges.${range}`)}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            aria-pressed={active}
            onClick={() => setFilters({ ...filterValues, [start]: first, [end]: last }, displayedFilters)}
          />
        );
      })}
    </Stack>
  );
}

import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { valueAt } from '@/dataProvider/listParams.ts';
import type { CellProps } from './cells.tsx';

type Details = Record<string, unknown>;

/** A value as one short line: texts as they are, records by their name, lists joined. */
export function shortValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(shortValue).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; title?: unknown; code?: unknown };
    return String(named.name ?? named.title ?? named.code ?? JSON.stringify(value));
  }
  return String(value);
}

/** "field: before → after" for a change, "field: value" for anything else the server recorded. */
export function detailLines(details: unknown): string[] {
  if (!details || typeof details !== 'object') return details == null ? [] : [shortValue(details)];
  const { changes, ...rest } = details as Details;
  const changed = Object.entries((changes ?? {}) as Record<string, { from: unknown; to: unknown }>).map(
    ([field, { from, to }]) => `${field}: ${shortValue(from)} → ${shortValue(to)}`,
  );
  return [...changed, ...Object.entries(rest).map(([field, value]) => `${field}: ${shortValue(value)}`)];
}

/** An audit row's details, one line each, long values cut with the whole line as a tooltip. */
export function ChangesCell({ source }: CellProps) {
  const record = useRecordContext();
  const lines = detailLines(valueAt(record, source));
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', maxWidth: 'var(--cell-max, 360px)' }}>
      {lines.map((line, i) => (
        <Box component="span" key={i} title={line} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 13 }}>
          {line}
        </Box>
      ))}
    </Box>
  );
}

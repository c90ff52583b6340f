import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useFormats } from '@/i18n/formats.ts';

/** Estimates are shown to two significant figures ("about 1,000,000"), as precise as they are. */
const rounded = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
};

/**
 * The number of rows the search and filters match, beside the title ("about N" when the server
 * estimated it). It takes the free width of the header row, pushing the buttons to the right.
 */
export function ListCount() {
  const translate = useTranslate();
  const formatCount = useFormats().count;
  const { total, meta, isPending } = useListContext();
  const known = !isPending && total != null;
  const text = !known
    ? ''
    : meta?.totalIsEstimate
      ? translate('app.list.count_estimate', { count: formatCount(rounded(total)) })
      : translate('app.list.count', { count: formatCount(total), smart_count: total });
  return (
    <Typography variant="body2" color="text.secondary" title={translate('app.list.count_label')} data-testid="list-count" sx={{ flex: 1, minWidth: 80 }}>
      {text}
    </Typography>
  );
}

/** The pagination's "1-50 of 1,234" (react-admin's message), or "1-50 of about 1,000,000" for an estimate. */
export function useRangeLabel() {
  const translate = useTranslate();
  const formatCount = useFormats().count;
  const { meta } = useListContext();
  return ({ from, to, count }: { from: number; to: number; count: number }) =>
    // MUI passes -1 when the total is unknown (the list failed to load): no "of -1".
    count < 0
      ? translate('app.list.range_unknown', { from: formatCount(from), to: formatCount(to) })
      : meta?.totalIsEstimate
        ? translate('app.list.range_estimate', { from: formatCount(from), to: formatCount(to), count: formatCount(rounded(count)) })
        : translate('ra.navigation.page_range_info', { offsetBegin: formatCount(from), offsetEnd: formatCount(to), total: formatCount(count) });
}

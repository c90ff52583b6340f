import type { RaThemeOptions } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider.ts';

type PaginationItem = 'first' | 'last' | 'next' | 'previous' | 'page' | 'start-ellipsis' | 'end-ellipsis';

/**
 * A theme with MUI's own texts (the pagination's names for its buttons and navigation) in the
 * console's language: MUI words them through its components' default props.
 */
export function withLabels(theme: RaThemeOptions): RaThemeOptions {
  const t = (key: string, options?: object) => i18nProvider.translate(key, options);
  const paginationItem = (type: PaginationItem, page: number | null) => t(`app.pagination.${type}`, { page: page ?? '' });
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiTablePagination: { defaultProps: { getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => paginationItem(type, null) } },
      MuiPagination: { defaultProps: { 'aria-label': t('app.pagination.navigation'), getItemAriaLabel: paginationItem } },
    },
  };
}

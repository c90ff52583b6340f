import { Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { matchPath, useLocation } from 'react-router-dom';
import { RecordContextProvider, useBasename, useGetOne, useRedirect, useTranslate } from 'react-admin';
import { DialogTextButton } from '@/admin/DialogTextButton.tsx';
import { fieldKinds } from '@/admin/fieldKinds.tsx';
import { fieldLabel } from '@/dataProvider/fieldLabels.ts';
import type { EntityDeclaration } from '@entities/types.ts';
import schema from '@entities/coupon.ts';

const TITLE_ID = 'coupon-details-title';
const coupons: EntityDeclaration = schema;

/** "Coupon Details": code, package, status, expiry and creation date, at `/coupon/<code>/show`. */
export function CouponDetailsDialog() {
  const { pathname } = useLocation();
  const basename = useBasename();
  const redirect = useRedirect();
  const translate = useTranslate();
  const match = matchPath(`${basename}/${schema.name}/:id/show`, pathname);
  const id = match ? decodeURIComponent(match.params.id ?? '') : undefined;
  const { data: record } = useGetOne(schema.name, { id: id ?? '' }, { enabled: !!id });
  const close = () => redirect('list', schema.name, undefined, undefined, { _scrollToTop: false });
  return (
    <Dialog open={!!id} onClose={close} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>{translate('resources.coupon.details.title')}</DialogTitle>
      <DialogContent>
        {record && (
          <RecordContextProvider value={record}>
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
              {coupons.list.columns.map((source) => {
                const field = coupons.fields[source];
                const { Cell } = fieldKinds[field.kind];
                return (
                  <div key={source}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {translate(fieldLabel(coupons, source))}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      <Cell source={source} field={field} />
                    </Typography>
                  </div>
                );
              })}
            </Stack>
          </RecordContextProvider>
        )}
      </DialogContent>
      <DialogActions>
        <DialogTextButton label="resources.coupon.details.close" onClick={close} />
      </DialogActions>
    </Dialog>
  );
}

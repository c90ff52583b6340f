import { useTranslate } from 'react-admin';
import type { HttpResponse } from '@/http/httpClient.ts';
import { useFormats } from '@/i18n/formats.ts';

/** A review or reversal the server turned into an approval request instead (202, four eyes): what it would move. */
export interface SentForApproval {
  total: number;
  count: number;
}

/** The request a 202 answered, or null for a review or reversal that was done (the production backend never answers 202). */
export function sentForApproval(response: HttpResponse): SentForApproval | null {
  if (response.status !== 202) return null;
  const data = (response.json as { data?: Partial<SentForApproval> } | undefined)?.data;
  return { total: Number(data?.total ?? 0), count: Number(data?.count ?? 0) };
}

/** "Sent for approval: another admin must approve ₦120,000.00 over 3 submission(s)". */
export function useSentForApprovalText() {
  const translate = useTranslate();
  const { naira, count: counted } = useFormats();
  return ({ total, count }: SentForApproval) => translate('resources.approvals.sent', { total: naira(total), count: counted(count) });
}

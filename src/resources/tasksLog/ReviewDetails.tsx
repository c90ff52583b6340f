import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { NAIRA_FORMAT, useFormats } from '@/i18n/formats.ts';

/** The one submission a single review asks about: who, which task, how much. */
export function ReviewDetails({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { numbers } = useFormats();
  const amount = typeof record.amount === 'number' ? record.amount.toLocaleString(numbers, NAIRA_FORMAT) : '';
  return translate('resources.tasksLog.review.details', {
    user: record.userId?.name || record.userId?.email || '',
    task: record.taskId?.title ?? '',
    amount,
  });
}

import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { useFormats } from '@/i18n/formats.ts';

/** The one submission a single review asks about: who, which task, how much. */
export function ReviewDetails({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { naira } = useFormats();
  const amount = typeof record.amount === 'number' ? naira(record.amount) : '';
  return translate('resources.tasksLog.review.details', {
    user: record.userId?.name || record.userId?.email || '',
    task: record.taskId?.title ?? '',
    amount,
  });
}

import { useTranslate } from 'react-admin';
import type { FlagKind } from '@entities/fraud-flags.ts';
import { useRelativeDays } from './relativeDays.ts';

/** A flag as the API answers it (`flags` of a task log). */
export interface FlagAnswer {
  kind: FlagKind;
  _id?: string;
  userId?: { _id: string; name: string | null; email: string };
  status?: string;
  createdAt?: string;
  reviewedAt?: string | null;
  others?: number;
  count?: number;
  minutes?: number;
  hours?: number;
  problem?: string;
}

/** A submission's number as reviewers quote it: the first 8 characters of its id. */
export const shortId = (id: string) => id.slice(0, 8);

/** A flag's chip ("Reused screenshot") and its explanation ("Same screenshot as #… by Ada Obi, confirmed 3 days ago"). */
export function useFlagWords() {
  const translate = useTranslate();
  const ago = useRelativeDays();
  return {
    chip: (flag: FlagAnswer) => translate(`app.flags.chip.${flag.kind}`, { _: flag.kind }),
    explain: (flag: FlagAnswer) => {
      if (flag.kind === 'reused_link' || flag.kind === 'reused_screenshot') {
        const when = flag.status === 'pending' ? flag.createdAt : (flag.reviewedAt ?? flag.createdAt);
        return translate(`app.flags.explain.${flag.kind}`, {
          id: shortId(flag._id ?? ''),
          name: flag.userId?.name || flag.userId?.email || '',
          other: translate(`app.flags.other.${flag.status}`, { when: when ? ago(when) : '', _: flag.status ?? '' }),
        });
      }
      if (flag.kind === 'pace') return translate('app.flags.explain.pace', { count: flag.count, minutes: flag.minutes });
      if (flag.kind === 'new_account') return translate('app.flags.explain.new_account', { smart_count: flag.hours ?? 0 });
      return translate('app.flags.explain.screenshot_unreadable', { problem: translate(`app.flags.problem.${flag.problem}`, { _: flag.problem ?? '' }) });
    },
  };
}

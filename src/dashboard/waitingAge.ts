import { differenceInDays, differenceInHours, differenceInMinutes } from 'date-fns';

/** How long something created at `since` has waited, in its largest whole unit: the message key and count. */
export function waitingAge(since: string, now = new Date()): { key: string; count: number } {
  const then = new Date(since);
  const days = differenceInDays(now, then);
  if (days >= 1) return { key: 'app.work.age.days', count: days };
  const hours = differenceInHours(now, then);
  if (hours >= 1) return { key: 'app.work.age.hours', count: hours };
  return { key: 'app.work.age.minutes', count: Math.max(0, differenceInMinutes(now, then)) };
}

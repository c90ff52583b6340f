import { required, type Validator } from 'react-admin';
import { fieldValidators } from '@/admin/fieldValidators.ts';
import { taskReview } from '@entities/task-review.ts';

/** What a check refuses: a message key, with its arguments. */
export interface Refusal {
  message: string;
  args?: Record<string, unknown>;
}

const reason = taskReview.fields.reason;

/** The longest reason the text box takes. */
export const REASON_MAX_LENGTH = reason.maxLength;

/** A rejection gives a reason, which keeps its declared rules. */
const checks: Validator[] = [required('resources.tasksLog.reasons.required'), ...(fieldValidators(reason, false) ?? [])];

/** What is wrong with a rejection's reason (trimmed), or undefined. */
export function reasonRefusal(text: string): Refusal | undefined {
  for (const check of checks) {
    const result = check(text, {}, {}) as string | Refusal | null | undefined;
    if (result) return typeof result === 'string' ? { message: result } : result;
  }
  return undefined;
}

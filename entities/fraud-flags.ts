import { defineAction } from './action.ts';

/**
 * Why a submission may be fraud, worked out off the request path for every pending submission:
 * its proof link or screenshot bytes used by another user for the same task, its user submitting
 * faster than a person can or from an account made just before, its screenshot not readable.
 */
export const flagKinds = ['reused_link', 'reused_screenshot', 'pace', 'new_account', 'screenshot_unreadable'] as const;
export type FlagKind = (typeof flagKinds)[number];

/** The flags naming another submission (the earliest other user's with the same proof). */
export const reuseKinds = ['reused_link', 'reused_screenshot'] as const satisfies readonly FlagKind[];

/** The window `pace` counts submissions in. */
export const PACE_WINDOW_MINUTES = 10;

/** A flag as stored with its log; the API adds the other submission's user, status and dates to reuse flags. */
export type StoredFlag =
  | { kind: (typeof reuseKinds)[number]; taskLogId: string; others: number }
  | { kind: 'pace'; count: number; minutes: number }
  | { kind: 'new_account'; hours: number }
  | { kind: 'screenshot_unreadable'; problem: string };

/** Freezing a user: why, in 1 to `maxReasonLength` characters once trimmed. */
export const userFreeze = defineAction({
  bounds: { maxReasonLength: 500 },
  fields: { reason: { kind: 'longText', required: true, minLength: 1, maxLength: 500 } },
});

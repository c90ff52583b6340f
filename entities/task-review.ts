import { defineAction } from './action.ts';

/** What a review does to a pending task log. */
export const reviewActions = ['confirm', 'reject'] as const;
export type ReviewAction = (typeof reviewActions)[number];

/** The most task logs one bulk review takes ("select all" stops there), and the longest reason (trimmed). */
const bounds = { maxIds: 500, maxReasonLength: 500 } as const;

/**
 * Reviewing task logs: one (`taskLogId`) or many at once (`taskLogIds`, distinct), confirmed or
 * rejected; a rejection may say why in 1 to `maxReasonLength` characters once trimmed.
 */
export const taskReview = defineAction({
  bounds,
  fields: {
    taskLogId: { kind: 'reference', reference: 'tasksLog', required: true },
    taskLogIds: { kind: 'referenceMany', reference: 'tasksLog', required: true, maxLength: bounds.maxIds },
    action: { kind: 'text', values: reviewActions, required: true },
    reason: { kind: 'longText', minLength: 1, maxLength: bounds.maxReasonLength },
  },
});

/** Reversing a confirmed log's credit: why, in 1 to `maxReasonLength` characters once trimmed (required). */
export const taskReversal = defineAction({
  bounds: { maxReasonLength: bounds.maxReasonLength },
  fields: { reason: { kind: 'longText', required: true, minLength: 1, maxLength: bounds.maxReasonLength } },
});

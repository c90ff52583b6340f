import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '@/i18n/locales.ts';
import { bulkLabels } from '@/resources/coupon/bulkRequest.ts';
import { REASON_MAX_LENGTH, reasonRefusal } from '@/resources/tasksLog/reasonCheck.ts';
import { couponBulk } from '@entities/coupon-bulk.ts';
import { taskReview } from '@entities/task-review.ts';
import type { ActionDeclaration } from '@entities/action.ts';

const message = (key: string): unknown => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], englishCatalogue);

describe('the actions outside CRUD', () => {
  it.each<[string, ActionDeclaration]>([
    ['coupon bulk create', couponBulk],
    ['task review', taskReview],
  ])('%s words every message it declares', (_, action) => {
    const keys = Object.values(action.fields).flatMap((field) =>
      [field.emptyText, field.requiredMessage, field.pattern?.message].filter((key) => key !== undefined),
    );
    for (const key of keys) expect(typeof message(key), key).toBe('string');
  });

  it('labels every bulk create input', () => {
    expect(Object.keys(bulkLabels)).toEqual(Object.keys(couponBulk.fields));
    for (const key of Object.values(bulkLabels)) expect(typeof message(key), key).toBe('string');
  });
});

describe("a rejection's reason in the review dialog", () => {
  const { maxReasonLength } = taskReview.bounds;

  it('is asked for, and takes the declared length at most', () => {
    expect(REASON_MAX_LENGTH).toBe(maxReasonLength);
    expect(reasonRefusal('')).toEqual({ message: 'resources.tasksLog.reasons.required' });
    expect(reasonRefusal('r'.repeat(maxReasonLength))).toBeUndefined();
    expect(reasonRefusal('r'.repeat(maxReasonLength + 1))).toEqual({ message: 'ra.validation.maxLength', args: { max: maxReasonLength } });
  });
});

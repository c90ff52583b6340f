import { type RefObject, useEffect, useRef } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { type RaRecord, useListContext } from 'react-admin';
import type { ReviewAction } from './reviewRequests.ts';

interface ReviewKeys {
  /** The element holding the table. */
  table: RefObject<HTMLElement | null>;
  /** Whether keys act (not while a dialog is open). */
  enabled: boolean;
  /** Whether rows can be reviewed and selected here (the pending tab). */
  reviewable: boolean;
  ask(action: ReviewAction, record: RaRecord): void;
  togglePreview(record: RaRecord): void;
  showShortcuts(): void;
}

const rowsOf = (table: HTMLElement | null) => Array.from(table?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? []);

/**
 * The review queue's keys (never while typing in a field): j / ↓ and k / ↑ move a visible focus
 * between rows, x selects the focused row, c and r review it, space enlarges its screenshot, ?
 * lists them. After a review the focus stays at the same place, on the row that took its place.
 */
export function useReviewKeys({ table, enabled, reviewable, ask, togglePreview, showShortcuts }: ReviewKeys) {
  const { data, onToggleItem } = useListContext();
  const focused = useRef(-1);

  const focusRow = (index: number) => {
    const rows = rowsOf(table.current);
    if (!rows.length) return;
    const i = Math.max(0, Math.min(rows.length - 1, index));
    rows[i].tabIndex = -1;
    rows[i].focus();
    focused.current = i;
  };
  /** The focused row's index: the row holding the focus, else the last one focused here. */
  const current = () => {
    const i = rowsOf(table.current).findIndex((row) => row.contains(document.activeElement));
    return i >= 0 ? i : focused.current;
  };
  /** The focused row's record, read when a key is pressed. */
  const focusedRecord = (): RaRecord | undefined => data?.[current()];

  // After a review the list reloads: the row now at the reviewed row's place takes the focus. So
  // does it when the focused row left the list otherwise (a colleague's review heard live), which
  // leaves the focus on the page's body: the reviewer's place in the queue is kept.
  const refocus = useRef(false);
  useEffect(() => {
    const lost = focused.current >= 0 && (!document.activeElement || document.activeElement === document.body);
    if (!refocus.current && !lost) return;
    refocus.current = false;
    focusRow(focused.current);
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps

  const options = { enabled, preventDefault: true };
  useHotkeys('j, down', () => focusRow(current() + 1), options);
  useHotkeys('k, up', () => focusRow(Math.max(0, current() - 1)), options);
  const onRow = { ...options, enabled: enabled && reviewable };
  useHotkeys('x', () => { const record = focusedRecord(); if (record) onToggleItem(record.id); }, onRow); // prettier-ignore
  useHotkeys('c', () => { const record = focusedRecord(); if (record) ask('confirm', record); }, onRow); // prettier-ignore
  useHotkeys('r', () => { const record = focusedRecord(); if (record) ask('reject', record); }, onRow); // prettier-ignore
  useHotkeys('space', () => { const record = focusedRecord(); if (record) togglePreview(record); }, { ...options, enabled: () => enabled && document.activeElement instanceof HTMLTableRowElement }); // prettier-ignore
  useHotkeys('?', showShortcuts, { ...options, useKey: true });

  return {
    /**
     * Call when a review of the focused row (or the selection) is done; `left`: the reviewed row is
     * leaving the list, so the row after it takes the focus now, before the list is drawn again.
     */
    reviewed: (left = false) => {
      const at = Math.max(0, current());
      if (left && at + 1 < rowsOf(table.current).length) focusRow(at + 1);
      // Once the list is drawn again, the row that took the reviewed one's place is at its index.
      focused.current = at;
      refocus.current = true;
    },
  };
}

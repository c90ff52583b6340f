import { useSyncExternalStore } from 'react';
import type { LiveChange, LiveStatus } from './liveStream.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let status: LiveStatus = 'connecting';
/** The last change heard per record (`resource:id`), for a dialog open on it. Bounded: old ones drop out. */
const lastChanges = new Map<string, LiveChange>();
const MAX_REMEMBERED = 500;

const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function setLiveStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  emit();
}

export function rememberChanges(changes: LiveChange[]) {
  for (const change of changes) {
    if (!change.id) continue;
    const key = `${change.resource}:${change.id}`;
    lastChanges.delete(key);
    lastChanges.set(key, change);
    if (lastChanges.size > MAX_REMEMBERED) lastChanges.delete(lastChanges.keys().next().value!);
  }
  emit();
}

/** Whether changes arrive live now: polling can stop while they do. */
export const useLiveStatus = () => useSyncExternalStore(subscribe, () => status);

/** The last change heard live to one record, if any. */
export const useLastChange = (resource: string, id: unknown): LiveChange | undefined =>
  useSyncExternalStore(subscribe, () => lastChanges.get(`${resource}:${String(id)}`));

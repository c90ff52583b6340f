import { SchemaList } from '@/admin/SchemaList.tsx';
import schema from '@entities/tasksLog.ts';
import { TaskLogTabs } from './TaskLogTabs.tsx';

/** The pending tab is the one shown first, oldest first: a queue is served in order. */
const PENDING_FIRST = { status: 'pending' };
export const QUEUE_ORDER = { field: 'createdAt', order: 'ASC' } as const;
/** The screen a reviewer works through: its pending pages are claimed for them where the server shares the queue. */
const CLAIM = { claim: true };

/** Task logs under tabs by status, reviewed from the pending tab. */
export function TaskLogList() {
  return (
    <SchemaList schema={schema} filterDefaultValues={PENDING_FIRST} sort={QUEUE_ORDER} meta={CLAIM}>
      <TaskLogTabs />
    </SchemaList>
  );
}

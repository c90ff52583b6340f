import { SchemaList } from '@/admin/SchemaList.tsx';
import schema from '@entities/tasksLog.ts';
import { TaskLogTabs } from './TaskLogTabs.tsx';

/** Spec §4: the pending tab first. */
const PENDING_FIRST = { status: 'pending' };

/** Task logs under tabs by status, reviewed from the pending tab (spec §2 Task Logs). */
export function TaskLogList() {
  return (
    <SchemaList schema={schema} filterDefaultValues={PENDING_FIRST}>
      <TaskLogTabs />
    </SchemaList>
  );
}

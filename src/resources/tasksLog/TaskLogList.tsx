import { SchemaList } from '@/admin/SchemaList.tsx';
import schema from '@entities/tasksLog.ts';
import { TaskLogTabs } from './TaskLogTabs.tsx';

/** The pending tab is the one shown first. */
const PENDING_FIRST = { status: 'pending' };

/** Task logs under tabs by status, reviewed from the pending tab. */
export function TaskLogList() {
  return (
    <SchemaList schema={schema} filterDefaultValues={PENDING_FIRST}>
      <TaskLogTabs />
    </SchemaList>
  );
}

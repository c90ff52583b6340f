/** The ledger's record of a confirmed task: the service name and the one reference per task log. */
export const TASK_REWARD_SERVICE = 'task reward';

/** Unique per task log, so no log can ever be credited twice (transactions.reference is unique). */
export const taskRewardReference = (taskLogId: string) => `RWD-TASK-${taskLogId}`;

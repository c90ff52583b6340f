/** The ledger's record of a confirmed task: the service name and the one reference per task log. */
export const TASK_REWARD_SERVICE = 'task reward';

/** Unique per task log, so no log can ever be credited twice (transactions.reference is unique). */
export const taskRewardReference = (taskLogId: string) => `RWD-TASK-${taskLogId}`;

/** The ledger's record of a reversed reward: a debit pointing at the credit it takes back. */
export const TASK_REWARD_REVERSAL_SERVICE = 'task reward reversal';

/** Unique per task log: a log's reward is reversed at most once (and `transactions.reverses` is unique too). */
export const taskRewardReversalReference = (taskLogId: string) => `RWD-TASK-${taskLogId}-REV`;

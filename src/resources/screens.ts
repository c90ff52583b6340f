import { type Preloadable, preloadable } from '@/preloadable.ts';

// Each screen of its own is a chunk loaded when it is opened: a list screen downloads none of the others.
const TaskLogList = preloadable(() => import('./tasksLog/TaskLogList.tsx').then((module) => module.TaskLogList));
const ApprovalList = preloadable(() => import('./approvals/ApprovalList.tsx').then((module) => module.ApprovalList));
const CouponList = preloadable(() => import('./coupon/CouponList.tsx').then((module) => module.CouponList));
const TeamList = preloadable(() => import('./team/TeamList.tsx').then((module) => module.TeamList));
const UserShow = preloadable(() => import('./users/UserShow.tsx').then((module) => module.UserShow));

/**
 * The list screens with behaviour a schema cannot express; each still renders
 * `SchemaList`. Every other resource gets the generic one.
 */
export const screens: Partial<Record<string, Preloadable<object>>> = {
  approvals: ApprovalList,
  coupon: CouponList,
  tasksLog: TaskLogList,
  team: TeamList,
};

/** The record pages (`/<name>/:id/show`): a user with their transactions and task submissions. */
export const recordPages: Partial<Record<string, Preloadable<object>>> = {
  users: UserShow,
};

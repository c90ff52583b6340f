import { lazy, type ComponentType } from 'react';

// Each screen of its own is a chunk loaded when it is opened: a list screen downloads none of the others.
const TaskLogList = lazy(() => import('./tasksLog/TaskLogList.tsx').then((module) => ({ default: module.TaskLogList })));
const ApprovalList = lazy(() => import('./approvals/ApprovalList.tsx').then((module) => ({ default: module.ApprovalList })));
const CouponList = lazy(() => import('./coupon/CouponList.tsx').then((module) => ({ default: module.CouponList })));
const TeamList = lazy(() => import('./team/TeamList.tsx').then((module) => ({ default: module.TeamList })));
const UserShow = lazy(() => import('./users/UserShow.tsx').then((module) => ({ default: module.UserShow })));

/**
 * The list screens with behaviour a schema cannot express; each still renders
 * `SchemaList`. Every other resource gets the generic one.
 */
export const screens: Partial<Record<string, ComponentType>> = {
  approvals: ApprovalList,
  coupon: CouponList,
  tasksLog: TaskLogList,
  team: TeamList,
};

/** The record pages (`/<name>/:id/show`): a user with their transactions and task submissions. */
export const recordPages: Partial<Record<string, ComponentType>> = {
  users: UserShow,
};

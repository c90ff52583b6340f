import type { ComponentType } from 'react';
import { ApprovalList } from './approvals/ApprovalList.tsx';
import { CouponList } from './coupon/CouponList.tsx';
import { TaskLogList } from './tasksLog/TaskLogList.tsx';
import { TeamList } from './team/TeamList.tsx';
import { UserShow } from './users/UserShow.tsx';

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

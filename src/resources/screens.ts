import type { ComponentType } from 'react';
import { CouponList } from './coupon/CouponList.tsx';
import { TaskLogList } from './tasksLog/TaskLogList.tsx';
import { TeamList } from './team/TeamList.tsx';

/**
 * The list screens with behaviour a schema cannot express; each still renders
 * `SchemaList`. Every other resource gets the generic one.
 */
export const screens: Partial<Record<string, ComponentType>> = {
  coupon: CouponList,
  tasksLog: TaskLogList,
  team: TeamList,
};

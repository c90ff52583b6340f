import type { ComponentType } from 'react';
import { CouponList } from './coupon/CouponList.tsx';
import { TaskLogList } from './tasksLog/TaskLogList.tsx';

/**
 * The list screens with behaviour a schema cannot express; each still renders
 * `SchemaList`. Every other resource gets the generic one.
 */
export const screens: Partial<Record<string, ComponentType>> = {
  coupon: CouponList,
  tasksLog: TaskLogList,
};

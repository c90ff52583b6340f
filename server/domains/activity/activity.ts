import { eq } from 'drizzle-orm';
import activityDeclaration from '../../../entities/activity.ts';
import type { Db } from '../../db/client.ts';
import { admins, auditLog } from '../../db/schema/index.ts';
import { declaredList } from '../../entities/declared-list.ts';
import { createLister } from '../../lists/lister.ts';

/** Audit rows with the admin who wrote them. */
const activityRows = (db: Db) =>
  db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      adminId: auditLog.adminId,
      adminName: admins.name,
      adminEmail: admins.email,
    })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .$dynamic();

type ActivityListRow = Awaited<ReturnType<typeof activityRows>>[number];

const activityToApi = (row: ActivityListRow) => ({
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  admin: row.adminId ? { _id: row.adminId, name: row.adminName ?? '', email: row.adminEmail ?? '' } : null,
  details: row.details ?? null,
});

/** The activity log, newest first, by keyset at any depth; each filter reads its own index (schema/audit-log.ts). */
export const activityLister = createLister<ActivityListRow, ReturnType<typeof activityToApi>>({
  rows: activityRows,
  matching: (db) => db.select({ id: auditLog.id }).from(auditLog).$dynamic(),
  createdAt: auditLog.createdAt,
  id: auditLog.id,
  ...declaredList(activityDeclaration, auditLog, { filters: { adminId: auditLog.adminId } }),
  ranges: { from: { column: auditLog.createdAt, bound: 'lower' }, to: { column: auditLog.createdAt, bound: 'upper' } },
  toApi: (rows) => rows.map(activityToApi),
});

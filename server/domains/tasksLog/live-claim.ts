import { inArray, sql } from 'drizzle-orm';
import { CAPABILITIES } from '../../../entities/roles.ts';
import { admins, reviewClaims, revokedSessions } from '../../db/schema/index.ts';

/**
 * A claim that still holds its submission: not released, not expired, its sign-in session not
 * ended (signed out, ended by an admin, a password reset), and its reviewer enabled and still in a
 * role that reviews. Anything else counts as free: the next reviewer's claim replaces it. The one
 * rule every reader of claims uses (queues, reviews, lists).
 */
export const liveClaim = sql`(${reviewClaims.releasedAt} is null and ${reviewClaims.expiresAt} > now()
  and exists (select 1 from ${admins} where ${admins.id} = ${reviewClaims.adminId} and not ${admins.disabled} and ${inArray(admins.role, [...CAPABILITIES.review])})
  and not exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${reviewClaims.sessionId}))`;

import { and, eq, sql } from 'drizzle-orm';
import { taskLogs } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';
import type { Tx } from '../../writes/audit.ts';
import type { LockedActor } from '../../writes/write-transaction.ts';
import type { SessionList } from '../session-list.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SecurityPolicy } from './policy.ts';

/** What a write that needs a fresh code is given: it calls it inside its transaction, after `lockActor`. */
export type StepUpGuard = (tx: Tx, me: LockedActor) => Promise<void>;

/**
 * A change that moves money or rights needs a TOTP code entered in this session within the last
 * 10 minutes (at sign-in or by step-up): otherwise 403 `auth.step_up_required`, and nothing is
 * written. An account without two-factor sign-in cannot step up: it is told to enrol.
 */
export function stepUpGuard(sessions: SessionList, policy: SecurityPolicy, sessionId: string): StepUpGuard {
  return async (tx, me) => {
    const at = me.mfaSecret === null ? null : await sessions.steppedUpAt(tx, sessionId);
    if (at && policy.now() - at.getTime() <= policy.stepUpWindowMs) return;
    if (me.mfaSecret === null)
      throw forbidden('Set up two-factor sign-in first: this change needs a code from your authenticator app', 'auth.step_up_required');
    throw forbidden('Enter a code from your authenticator app to make this change', 'auth.step_up_required');
  };
}

/** The step-up guard of the request's session. */
export const requestStepUp = (app: FastifyInstance, request: FastifyRequest) => stepUpGuard(app.sessionList, app.security, request.token.sessionId);

/** The credit check of the request's session, inside its write transaction (`me` its re-read actor). */
export const requestCreditCheck = (app: FastifyInstance, request: FastifyRequest, tx: Tx, me: LockedActor) =>
  creditCheck(requestStepUp(app, request), app.security, tx, me);

/**
 * Before crediting `kobo` in this transaction: the guard when it reaches the policy's threshold,
 * single or bulk, counting what the same account confirmed in the step-up window (10 minutes)
 * before it, so that a large sum split into small confirmations needs a code all the same.
 */
export const creditCheck = (guard: StepUpGuard, policy: SecurityPolicy, tx: Tx, me: LockedActor) => async (kobo: number) => {
  if (kobo === 0) return;
  // Reviews are stamped by the real clock, so the window is read on it too.
  const since = new Date(Date.now() - policy.stepUpWindowMs);
  if (kobo >= policy.stepUpKobo || kobo + (await creditedSince(tx, me.id, since)) >= policy.stepUpKobo) await guard(tx, me);
};

/** What the account's confirmations credited since then (kobo): read from the reviewed-at index, recent rows only. */
async function creditedSince(tx: Tx, adminId: string, since: Date) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${taskLogs.amountKobo}), 0)` })
    .from(taskLogs)
    .where(
      and(
        sql`coalesce(${taskLogs.reviewedAt}, '-infinity'::timestamptz) > ${since.toISOString()}::timestamptz`,
        eq(taskLogs.reviewedBy, adminId),
        eq(taskLogs.status, 'confirmed'),
      ),
    );
  return Number(row.total);
}

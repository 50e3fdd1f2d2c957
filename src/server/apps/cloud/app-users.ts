import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { appSignIn, appSignInTexts } from '../../../shared/cloud/limits';
import { sha256Hex } from '../../core/sha256';
import type { Database } from '../../db/client';
import { type CloudEnvironment, cloudIdentities, cloudRecords, cloudSessions, cloudSignInCodes } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Mailer } from '../../vendors/mail';
import type { CloudIdentity } from './identity';

interface AppScope {
  projectId: string;
  environment: CloudEnvironment;
}

const identityColumns = { id: cloudIdentities.id, kind: cloudIdentities.kind, email: cloudIdentities.email };

/**
 * E-mails a sign-in code for one app. A new code replaces the last one; an address gets one
 * code a minute and a few an hour, whoever asks for it and from wherever.
 */
export async function sendSignInCode(db: Database, mailer: Mailer, app: AppScope & { appName: string }, email: string) {
  const code = String(randomInt(0, 10 ** appSignIn.codeLength)).padStart(appSignIn.codeLength, '0');
  const now = Date.now();
  const key = and(
    eq(cloudSignInCodes.projectId, app.projectId),
    eq(cloudSignInCodes.environment, app.environment),
    eq(cloudSignInCodes.email, email),
  );
  const fresh = {
    codeHash: sha256Hex(code),
    attempts: 0,
    expiresAt: new Date(now + appSignIn.codeTtlMs),
    createdAt: new Date(now),
  };
  // Dates inside raw SQL go as ISO text: the PostgreSQL driver takes no Date there.
  // One statement decides: a new address inserts, an old one is replaced only when its
  // cooldown is over and its hour has room, so parallel requests cannot both send.
  const hourOver = sql`${cloudSignInCodes.hourStartedAt} < ${new Date(now - 3_600_000).toISOString()}::timestamptz`;
  const [sent] = await db
    .insert(cloudSignInCodes)
    .values({ projectId: app.projectId, environment: app.environment, email, ...fresh, hourStartedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [cloudSignInCodes.projectId, cloudSignInCodes.environment, cloudSignInCodes.email],
      set: {
        ...fresh,
        sentThisHour: sql`case when ${hourOver} then 1 else ${cloudSignInCodes.sentThisHour} + 1 end`,
        hourStartedAt: sql`case when ${hourOver} then ${new Date(now).toISOString()}::timestamptz else ${cloudSignInCodes.hourStartedAt} end`,
      },
      setWhere: and(
        lt(cloudSignInCodes.createdAt, new Date(now - appSignIn.cooldownMs)),
        sql`(${hourOver} or ${cloudSignInCodes.sentThisHour} < ${appSignIn.perHour})`,
      ),
    })
    .returning({ email: cloudSignInCodes.email });
  if (!sent) {
    const [last] = await db.select().from(cloudSignInCodes).where(key);
    const wait = Math.ceil(((last?.createdAt.getTime() ?? now) + appSignIn.cooldownMs - now) / 1000);
    if (wait > 0) {
      throw new ApiError(429, 'rate_limited', appSignInTexts.cooldown(wait), { 'Retry-After': String(wait) });
    }
    throw new ApiError(429, 'rate_limited', appSignInTexts.hourlyCap, { 'Retry-After': '3600' });
  }
  await mailer.send({
    to: email,
    subject: appSignInTexts.subject(app.appName, code),
    text: appSignInTexts.body(app.appName, code).join('\n'),
  });
}

/**
 * Checks a code. Each guess is counted by one conditional update before it is compared, so no
 * number of parallel guesses gets more than the allowed attempts; a right code works once.
 */
async function consumeCode(db: Database, app: AppScope, email: string, code: string) {
  const key = and(
    eq(cloudSignInCodes.projectId, app.projectId),
    eq(cloudSignInCodes.environment, app.environment),
    eq(cloudSignInCodes.email, email),
  );
  const [counted] = await db
    .update(cloudSignInCodes)
    .set({ attempts: sql`${cloudSignInCodes.attempts} + 1` })
    .where(and(key, lt(cloudSignInCodes.attempts, appSignIn.maxAttempts), gt(cloudSignInCodes.expiresAt, new Date())))
    .returning({ codeHash: cloudSignInCodes.codeHash });
  if (!counted) throw new ApiError(400, 'code_expired', appSignInTexts.expired);
  const given = Buffer.from(sha256Hex(code));
  if (!timingSafeEqual(given, Buffer.from(counted.codeHash))) {
    throw new ApiError(400, 'wrong_code', appSignInTexts.wrongCode);
  }
  const [used] = await db
    .delete(cloudSignInCodes)
    .where(and(key, eq(cloudSignInCodes.codeHash, counted.codeHash)))
    .returning({ email: cloudSignInCodes.email });
  if (!used) throw new ApiError(400, 'code_expired', appSignInTexts.expired);
}

/**
 * Signs an app user in with their code: the user is found or made for this app and
 * environment, the device's records become theirs, and a new session token is returned.
 */
export async function verifySignInCode(
  db: Database,
  app: AppScope,
  email: string,
  code: string,
  device: CloudIdentity | null,
) {
  await consumeCode(db, app, email, code);
  const marker = `user:${app.projectId}:${app.environment}:${email}`;
  return db.transaction(async (tx) => {
    await tx
      .insert(cloudIdentities)
      .values({ ...app, kind: 'user', email, tokenHash: marker })
      .onConflictDoNothing();
    const [user] = await tx.select(identityColumns).from(cloudIdentities).where(eq(cloudIdentities.tokenHash, marker));
    const identity = user as CloudIdentity;
    if (device?.kind === 'device') {
      await tx
        .update(cloudRecords)
        .set({ ownerId: identity.id })
        .where(
          and(
            eq(cloudRecords.projectId, app.projectId),
            eq(cloudRecords.environment, app.environment),
            eq(cloudRecords.ownerId, device.id),
          ),
        );
    }
    const token = `sws_${randomBytes(32).toString('base64url')}`;
    await tx.insert(cloudSessions).values({
      tokenHash: sha256Hex(token),
      identityId: identity.id,
      expiresAt: new Date(Date.now() + appSignIn.sessionTtlMs),
    });
    return { token, identity };
  });
}

/** The signed-in user a session token stands for, only on the app and environment it was made for. */
export async function userOfSession(db: Database, app: AppScope, token: string | undefined) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select(identityColumns)
    .from(cloudSessions)
    .innerJoin(cloudIdentities, eq(cloudIdentities.id, cloudSessions.identityId))
    .where(
      and(
        eq(cloudSessions.tokenHash, sha256Hex(token)),
        gt(cloudSessions.expiresAt, new Date()),
        eq(cloudIdentities.projectId, app.projectId),
        eq(cloudIdentities.environment, app.environment),
      ),
    );
  return (row as CloudIdentity | undefined) ?? null;
}

export async function endSession(db: Database, token: string | undefined) {
  if (token) await db.delete(cloudSessions).where(eq(cloudSessions.tokenHash, sha256Hex(token)));
}

import { type AppEmailInput, appEmailsPerDay, emailErrorCodes, emailTexts } from '../../../shared/app-services/email';
import type { PlanTier } from '../../../shared/plans';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import type { CloudEnvironment } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Mailer } from '../../vendors/mail';
import { composeAppEmail } from './compose';
import { claimAsk, forgetAsk, isConfirmed } from './confirmations';
import { giveBackEmailQuota, takeEmailQuota } from './quota';
import { type Recipient, recipientOf } from './recipients';
import { suppressionOf } from './suppressions';
import { unsubscribeTokensFor, unsubscribeUrl } from './unsubscribe-token';

export interface AppEmailDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>;
}

/** The app sending, as its backend knows it. */
export interface SendingApp {
  projectId: string;
  environment: CloudEnvironment;
  appName: string;
  ownerId: string;
  tier: PlanTier;
  /** The app host's origin: where the unsubscribe link points. */
  origin: string;
}

/**
 * Sends one e-mail of an app: to a recipient it may write to, not on its suppression list, within
 * its plan's daily quota. Refusals are checked before anything is counted, and a send the mailer
 * could not hand over gives its count back.
 */
export async function sendAppEmail(
  deps: AppEmailDeps,
  app: SendingApp,
  mail: AppEmailInput,
  options: { fromVisitor?: boolean } = {},
) {
  const recipient = await recipientOf(deps.db, app, mail.to);
  if (await suppressionOf(deps.db, app.projectId, recipient.address)) {
    const message = recipient.isOwner ? emailTexts.ownerSuppressed : emailTexts.suppressed;
    throw new ApiError(409, emailErrorCodes.suppressed, message);
  }
  if (recipient.byConsent && !(await isConfirmed(deps.db, app.projectId, recipient.address))) {
    await askToConfirm(deps, app, recipient);
    throw new ApiError(409, emailErrorCodes.unconfirmed, emailTexts.unconfirmed);
  }
  await deliver(deps, app, recipient, { ...mail, fromVisitor: options.fromVisitor });
  return { sent: true as const };
}

/** Counts one e-mail against the day's quota and hands it to the mailer, or gives the count back. */
async function deliver(
  deps: AppEmailDeps,
  app: SendingApp,
  recipient: Recipient,
  mail: Omit<AppEmailInput, 'to'> & { fromVisitor?: boolean },
) {
  const perDay = appEmailsPerDay[app.tier];
  const day = await takeEmailQuota(deps.db, app, perDay);
  if (!day) throw new ApiError(429, emailErrorCodes.quota, emailTexts.quota(perDay));
  const token = unsubscribeTokensFor(deps.env).sign({ projectId: app.projectId, email: recipient.address });
  const composed = composeAppEmail({
    ...mail,
    appName: app.appName,
    to: recipient.address,
    unsubscribeUrl: unsubscribeUrl(app.origin, token),
  });
  try {
    await deps.mailer.send(composed);
  } catch (error) {
    await giveBackEmailQuota(deps.db, app, day);
    deps.logger.warn('app e-mail not sent', { projectId: app.projectId, error: String(error) });
    throw new ApiError(502, emailErrorCodes.failed, emailTexts.failed);
  }
}

/** The first e-mail to a collected address is a link to confirm it; at most one a week, never a flood. */
async function askToConfirm(deps: AppEmailDeps, app: SendingApp, recipient: Recipient) {
  if (!(await claimAsk(deps.db, app.projectId, recipient.address))) return;
  const token = unsubscribeTokensFor(deps.env, 'confirm').sign({ projectId: app.projectId, email: recipient.address });
  const link = unsubscribeUrl(app.origin, token, 'confirm');
  try {
    await deliver(deps, app, recipient, {
      subject: emailTexts.confirmSubject(app.appName),
      text: emailTexts.confirmBody(app.appName, link),
    });
  } catch (error) {
    await forgetAsk(deps.db, app.projectId, recipient.address);
    throw error;
  }
}

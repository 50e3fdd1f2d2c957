import { z } from 'zod';
import type { PlanTier } from '../plans';

/**
 * E-mail from generated apps (issue 33). Plain text only: no HTML from apps, so an app cannot
 * dress a message up as a bank's or as ours through our sending address.
 */
export const appEmailLimits = { subjectChars: 200, textChars: 20_000 } as const;

const addressSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.').max(254));

// A header value on one line: a line break in a subject would start a header of its own.
const subjectSchema = z
  .string()
  .trim()
  .min(1, 'Write a subject.')
  .max(appEmailLimits.subjectChars)
  .refine((subject) => !/[\r\n\u2028\u2029]/.test(subject), 'A subject is one line.');
const textSchema = z.string().trim().min(1, 'Write the message.').max(appEmailLimits.textChars);

/** `ctx.email.send` in a function: to the owner, an app user, or an address collected with consent. */
export const sendSchema = z
  .object({
    to: z.union([z.literal('owner'), addressSchema]),
    subject: subjectSchema,
    text: textSchema,
    replyTo: addressSchema.optional(),
  })
  .strict();
export type AppEmailInput = z.infer<typeof sendSchema>;

/** `cloud.email.notifyOwner` in the browser: the owner is the only recipient there is. */
export const notifyOwnerSchema = z
  .object({ subject: subjectSchema, text: textSchema, replyTo: addressSchema.optional() })
  .strict();
export type NotifyOwnerInput = z.infer<typeof notifyOwnerSchema>;

/** E-mails one app may send a day (UTC), per environment. */
export const appEmailsPerDay: Record<PlanTier, number> = { free: 50, creator: 500, pro: 2_000, team: 5_000 };

/** Notices one visitor may send the owner in an hour, and one network address across visitors. */
export const notifyOwnerLimits = { perIdentityPerHour: 5, perAddressPerHour: 20 } as const;

/** Who may notify the owner from the browser, in cloud.json's `email.notifyOwner`; `none` when unsaid. */
export const notifyOwnerLevels = ['public', 'signed-in', 'none'] as const;
export type NotifyOwnerLevel = (typeof notifyOwnerLevels)[number];

/** Why an address is on an app's suppression list. */
export type SuppressionReason = 'unsubscribed' | 'owner';

/** An app's e-mail as the builder shows it to the owner. */
export interface AppEmailOverview {
  sentToday: number;
  quota: number;
  suppressions: Array<{ email: string; reason: SuppressionReason; createdAt: string }>;
}

export const suppressAddressSchema = z.object({ email: addressSchema }).strict();

/** Stable codes a generated app can show a friendly notice for. */
export const emailErrorCodes = {
  recipientNotAllowed: 'email_recipient_not_allowed',
  quota: 'email_quota',
  suppressed: 'email_suppressed',
  notAllowed: 'email_not_allowed',
  functionsOnly: 'email_functions_only',
  failed: 'email_failed',
  badLink: 'email_bad_link',
  unsubscribed: 'email_unsubscribed',
  unconfirmed: 'email_unconfirmed',
} as const;

export const emailTexts = {
  recipientNotAllowed:
    'An app may e-mail its owner, its signed-in users, and addresses it collected with consent (a record with `email` and `emailConsent: true`). This address is none of those.',
  quota: (perDay: number) =>
    `This app has sent its ${perDay.toLocaleString('en-US')} e-mails for today. Sending starts again at midnight UTC.`,
  suppressed: 'This address unsubscribed from this app’s e-mail, so nothing was sent.',
  ownerSuppressed: 'The app’s owner has unsubscribed from its e-mail, so nothing was sent.',
  notAllowed: 'This app does not let visitors notify its owner (cloud.json: "email": { "notifyOwner": … }).',
  signInRequired: 'Sign in to send a message to this app’s owner.',
  functionsOnly:
    'E-mail is sent by the app’s server functions; from the browser an app can only notify its owner (cloud.email.notifyOwner).',
  failed: 'The e-mail could not be sent just now. Please try again in a moment.',
  tooManyNotices: (wait: string) =>
    `You have sent this app’s owner several messages already. Please try again in ${wait}.`,
  badLink: 'This unsubscribe link is not valid for this app. Use the link from the e-mail as it was sent.',
  ownerOnlyRemoval:
    'This address unsubscribed itself: only its holder can subscribe again, from the unsubscribe link in an e-mail of this app.',
  notSuppressed: 'This address is not on the app’s suppression list.',
  appGone: 'This app is not available at this address any more.',
  unconfirmed:
    'This address has not confirmed yet that it wants this app’s e-mail. It was sent a link to confirm (once a week at most); send again after it confirms.',
  confirmSubject: (appName: string) => `Confirm e-mail from ${appName}`,
  confirmBody: (appName: string, link: string) =>
    [
      `Someone, we hope you, gave this address to ${appName} and asked for its e-mail.`,
      `To get it, confirm here: ${link}`,
      `If it was not you, ignore this message: ${appName} will not write to you.`,
    ].join('\n\n'),
  badConfirmLink: 'This confirmation link is not valid for this app. Use the link from the e-mail as it was sent.',
} as const;

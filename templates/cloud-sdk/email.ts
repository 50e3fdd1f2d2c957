import { request } from './client';
import type { NotifyOwnerOptions } from './types';

/**
 * E-mail from the browser: the app may only notify its owner (a contact form, "a new order came
 * in"), and only when cloud.json allows it: `"email": { "notifyOwner": "public" }` (any visitor)
 * or `"signed-in"` (signed-in app users). E-mail to anyone else is sent by the app's functions
 * (`ctx.email.send`). A refusal throws a CloudError whose `code` says why (`email_not_allowed`,
 * `sign_in_required`, `rate_limited`, `email_quota`, `email_suppressed`), with a `message` fit to show.
 */
export const email = {
  /** Sends the owner a plain-text message; `replyTo` is the visitor's address, for the owner's answer. */
  notifyOwner: (options: NotifyOwnerOptions) => request<{ sent: true }>('POST', '/email/notify-owner', options),
};

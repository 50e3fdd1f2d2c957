import { tellOwnerFiles } from '../app/server-code';
import { templateFile } from '../app/templates';
import type { SiteForm } from '../understand/site-spec';

// A site whose owner asked to hear of each form sent ("notify me when someone RSVPs"): the form's
// save is followed by a call to the app's own server code, functions/notify.ts (App Functions),
// which tells the owner in its logs and, with a webhook secret, in their chat.

/** Where each form keeps what is sent. */
export const FORM_COLLECTIONS: Record<SiteForm, string> = {
  rsvp: 'rsvps',
  reservation: 'reservations',
  contact: 'messages',
};

export const NOTIFY_FILES = {
  function: 'functions/notify.ts',
  helper: 'src/lib/notify-owner.ts',
} as const;

const SDK_IMPORT = /^(import .* from '@shipwright\/cloud';\n)/m;
// The form's save: `.add({ … })` and the `.then(` after it; the notice goes between.
const SAVE_THEN = /(\.add\(\{[\s\S]*?\n\s*\}\))(\n(\s*)\.then\()/;

/** The form component's source, its save followed by the owner's notice. */
export function withNotify(source: string, form: SiteForm): string {
  if (!SDK_IMPORT.test(source) || !SAVE_THEN.test(source)) throw new Error(`The ${form} form has no save to follow.`);
  return source
    .replace(SDK_IMPORT, `$1import { notifyOwner } from '../../lib/notify-owner';\n`)
    .replace(SAVE_THEN, `$1\n$3.then(notifyOwner('${FORM_COLLECTIONS[form]}'))$2`);
}

/** The files the notice adds: the function, and the helper forms call it with. */
export function notifyFiles(): Record<string, string> {
  return {
    [NOTIFY_FILES.function]: templateFile('functions/notify.ts'),
    ...tellOwnerFiles(),
    [NOTIFY_FILES.helper]: templateFile('kinds/site/src/lib/notify-owner.ts'),
  };
}

/** What the first reply says of it. */
export function notifySays(): string {
  return ' When someone sends the form, `functions/notify.ts` (the app’s server code) e-mails it to you, at your account’s address and in the app’s name; each one also shows in its logs in the Functions tab, and goes to a Slack or Discord channel too once you add that channel’s incoming-webhook address there as the secret `NOTIFY_WEBHOOK_URL`.';
}

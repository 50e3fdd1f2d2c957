import type { CloudRules } from '../../../../shared/cloud/rules';
import { tellOwnerFiles } from '../app/server-code';
import { templateFile } from '../app/templates';
import type { Understanding } from '../lexicon/types';
import type { DigestAsk, DigestPeriod } from '../understand/server-asks';
import { collectionOf } from './kind';

// A list app whose owner asks for a summary on a schedule (understand/digest-ask.ts):
// functions/digest.ts, run by a schedule in cloud.json on the live app.

/** At 8:00 UTC: every day, or on Mondays. */
const CRON: Record<DigestPeriod, string> = { daily: '0 8 * * *', weekly: '0 8 * * 1' };
export const DIGEST_FILE = 'functions/digest.ts';

export function digestFiles(u: Understanding, period: DigestPeriod): Record<string, string> {
  const source = templateFile('functions/digest.ts')
    .replaceAll('__COLLECTION__', collectionOf(u))
    .replaceAll('__LABEL__', () => u.subject.plural.toLowerCase().replace(/['\\]/g, ''))
    .replace(
      "const period = { days: 1, words: 'in the last day' };",
      period === 'weekly' ? "const period = { days: 7, words: 'in the last week' };" : '$&',
    );
  return { [DIGEST_FILE]: source, ...tellOwnerFiles() };
}

/** The app's rules with the digest's schedule. */
export function withDigestSchedule(
  rules: Pick<CloudRules, 'collections'> | null,
  period: DigestPeriod,
): Pick<CloudRules, 'collections' | 'schedules'> {
  return { collections: rules?.collections ?? {}, schedules: { digest: CRON[period] } };
}

/** What the first reply says of it. */
export function digestSays(u: Understanding, { period }: DigestAsk): string {
  const weekly = period === 'weekly';
  return ` ${weekly ? 'Every Monday' : 'Every morning'} at 8:00 UTC, once the app is live, \`functions/digest.ts\` (the app’s server code) sums up the ${u.subject.plural.toLowerCase()} added in the last ${weekly ? 'week' : 'day'} and e-mails it to you, at your account’s address and in the app’s name; you also read it in its logs in the Functions tab, and in a Slack or Discord channel once you add that channel’s incoming-webhook address there as the secret \`NOTIFY_WEBHOOK_URL\`.`;
}

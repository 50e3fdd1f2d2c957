import { describe, expect, it } from 'vitest';
import { cloudRulesSchema } from '../../../shared/cloud/rules';
import { readCloudRules } from '../../apps/build/cloud-rules';
import { TypeChecker } from '../../apps/build/type-check';
import { DIGEST_FILE } from './records/digest';
import { WEBHOOK_FILE } from './records/webhook';
import { bundle, first, proseOf } from './test-utils';
import { digestOf } from './understand/server-asks';

// A list app whose owner asks for a summary on a schedule gets server code that sends it, and the
// schedule in cloud.json; one that does not ask gets none.

describe('a list app with a digest', { timeout: 60_000 }, () => {
  it('reads the digest a description asks for, and no other', () => {
    expect(digestOf('A CRM for my leads; send me a daily digest of new leads')).toEqual({ period: 'daily' });
    expect(digestOf('A reading log with a weekly summary of the books I added')?.period).toBe('weekly');
    expect(digestOf('Track expenses and e-mail me a report every Monday')).toEqual({ period: 'weekly' });
    expect(digestOf('A reading log with a summary of each book')).toBeNull();
    expect(digestOf('A daily habit tracker')).toBeNull();
  });

  it('writes functions/digest.ts, schedules it in cloud.json, says so, and type-checks and builds', async () => {
    const { reply, files } = first('A lead tracker for my agency. Send me a daily digest of new leads.');
    const digest = files[DIGEST_FILE] ?? '';
    expect(digest).toContain("const collection = 'leads';");
    expect(digest).toContain("const period = { days: 1, words: 'in the last day' };");
    expect(files['functions/lib/tell-owner.ts']).toContain('NOTIFY_WEBHOOK_URL');
    const rules = readCloudRules(new Map(Object.entries(files)));
    expect(rules).toEqual({ rules: expect.objectContaining({ schedules: { digest: '0 8 * * *' } }) });
    expect(cloudRulesSchema.safeParse(JSON.parse(files['cloud.json'] ?? '{}')).success).toBe(true);
    expect(proseOf(reply)).toContain(
      'Every morning at 8:00 UTC, once the app is live, `functions/digest.ts` (the app’s server code) sums up the leads added in the last day',
    );
    expect(proseOf(reply)).toContain('e-mails it to you, at your account’s address');
    expect(files['functions/lib/tell-owner.ts']).toContain("ctx.email.send({ to: 'owner'");
    expect(new TypeChecker().check('digest', new Map(Object.entries(files))).problems).toEqual([]);
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('sends a weekly one on Mondays, and none when not asked', () => {
    const weekly = first('A reading log for my book club with a weekly recap of the books we added');
    expect(weekly.files[DIGEST_FILE]).toContain("const period = { days: 7, words: 'in the last week' };");
    expect(JSON.parse(weekly.files['cloud.json'] ?? '{}').schedules).toEqual({ digest: '0 8 * * 1' });
    const plain = first('A lead tracker for my agency');
    expect(plain.files[DIGEST_FILE]).toBeUndefined();
    expect(proseOf(plain.reply)).not.toContain('functions/digest.ts');
  });
});

describe('a list app fed by webhook', { timeout: 60_000 }, () => {
  it('writes functions/webhook.ts keeping the list’s fields, says how to sign, and type-checks', () => {
    const { reply, files } = first('A lead tracker for my agency; new leads come in by webhook from our form tool');
    const hook = files[WEBHOOK_FILE] ?? '';
    expect(hook).toContain("const collection = 'leads';");
    expect(hook).toMatch(/const fields: readonly string\[\] = \['name', /);
    expect(proseOf(reply)).toContain('`/_cloud/v1/hooks/webhook`');
    expect(proseOf(reply)).toContain('`WEBHOOK_SECRET`');
    expect(new TypeChecker().check('webhook', new Map(Object.entries(files))).problems).toEqual([]);
    expect(first('A lead tracker for my agency').files[WEBHOOK_FILE]).toBeUndefined();
  });
});

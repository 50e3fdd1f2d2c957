import { describe, expect, it } from 'vitest';
import { TypeChecker } from '../../apps/build/type-check';
import { NOTIFY_FILES } from './site/notify';
import { bundle, first, proseOf } from './test-utils';

// A site whose owner asks to hear of each form sent gets App Functions server code that tells
// them; one that does not ask gets none.

describe('a site that tells its owner of each form sent', { timeout: 60_000 }, () => {
  const checker = new TypeChecker();

  it('writes functions/notify.ts and calls it after the RSVP is saved, and the app type-checks and builds', async () => {
    const { reply, files } = first('A wedding website with our story and an RSVP form. Notify us when guests reply.');
    expect(files[NOTIFY_FILES.function]).toContain(
      'export default async function notify(request: Request, ctx: FunctionContext)',
    );
    expect(files[NOTIFY_FILES.helper]).toContain("cloud.functions.invoke('notify'");
    const form = files['src/components/sections/RsvpSection.tsx'] ?? '';
    expect(form).toContain("import { notifyOwner } from '../../lib/notify-owner';");
    expect(form).toMatch(/\.add\(\{[\s\S]*?\}\)\n\s*\.then\(notifyOwner\('rsvps'\)\)\n\s*\.then\(/);
    const prose = proseOf(reply);
    expect(prose).toContain('`functions/notify.ts`');
    expect(prose).toContain('`NOTIFY_WEBHOOK_URL`');
    expect(prose).toContain('e-mails it to you, at your account’s address and in the app’s name');
    expect(checker.check('notify-rsvp', new Map(Object.entries(files))).problems).toEqual([]);
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('does the same for a contact form that e-mails its owner, however it is asked', () => {
    const { reply, files } = first('A website for my bakery with a contact form. E-mail me new enquiries.');
    expect(files['src/components/sections/ContactSection.tsx']).toContain(".then(notifyOwner('messages'))");
    expect(proseOf(reply)).toContain('e-mails it to you');
    expect(first('A contact form that e-mails me').files['src/components/sections/ContactSection.tsx']).toContain(
      ".then(notifyOwner('messages'))",
    );
    expect(checker.check('notify-contact', new Map(Object.entries(files))).problems).toEqual([]);
  });

  it('writes no server code for a site whose owner did not ask', () => {
    const { reply, files } = first('A wedding website with our story and an RSVP form');
    expect(files[NOTIFY_FILES.function]).toBeUndefined();
    expect(files['src/components/sections/RsvpSection.tsx']).not.toContain('notifyOwner');
    expect(proseOf(reply)).not.toContain('functions/notify.ts');
  });
});

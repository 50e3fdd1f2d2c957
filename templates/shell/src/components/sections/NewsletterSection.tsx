import { useCollection } from '@shipwright/cloud';
import { useState } from 'react';

// Sign-ups are saved in the app's own backend: the owner sees the list in the Database tab, and a
// visitor who signed up sees it here, after a reload too, and can unsubscribe.
interface Subscriber {
  email: string;
}

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function NewsletterSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  const subscribers = useCollection<Subscriber>('subscribers');
  const [sending, setSending] = useState(false);
  const mine = subscribers.items[0];
  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl border border-line bg-panel p-6">
      <Title id="newsletter-title" className="text-2xl font-bold">
        Join the newsletter
      </Title>
      <p className="mt-2 text-muted">One short e-mail a month from __APP_NAME__. No spam.</p>
      {subscribers.error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600">
          {subscribers.error.code === 'network' ? 'Can’t reach the server. Check your connection.' : subscribers.error.message}{' '}
          <button type="button" onClick={() => void subscribers.reload()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {mine ? (
        <p role="status" className="mt-4 text-brand-600">
          Subscribed as {mine.email}.{' '}
          <button type="button" onClick={() => void subscribers.remove(mine.id).catch(() => undefined)} className="text-sm text-muted underline">
            Unsubscribe
          </button>
        </p>
      ) : (
        !subscribers.loading && (
          <form
            className="mt-4 flex flex-wrap gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const email = String(new FormData(e.currentTarget).get('email')).trim();
              setSending(true);
              subscribers
                .add({ email })
                // A failed save shows in subscribers.error above.
                .catch(() => undefined)
                .finally(() => setSending(false));
            }}
          >
            <label className="sr-only" htmlFor="newsletter-email">
              Email
            </label>
            <input id="newsletter-email" name="email" type="email" required placeholder="you@example.com" className="flex-1 rounded-md border border-line bg-surface px-3 py-2" />
            <button type="submit" disabled={sending} className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60">
              Subscribe
            </button>
          </form>
        )
      )}
    </section>
  );
}

import { useState } from 'react';

export function NewsletterSection() {
  const [email, setEmail] = useState('');
  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl border border-line bg-panel p-6">
      <h2 id="newsletter-title" className="text-2xl font-bold">
        Join the newsletter
      </h2>
      <p className="mt-2 text-muted">One short e-mail a month from __APP_NAME__. No spam.</p>
      {email ? (
        <p role="status" className="mt-4 text-brand-600">
          Subscribed as {email}.
        </p>
      ) : (
        <form
          className="mt-4 flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setEmail(String(new FormData(e.currentTarget).get('email')));
          }}
        >
          <label className="sr-only" htmlFor="newsletter-email">
            Email
          </label>
          <input id="newsletter-email" name="email" type="email" required placeholder="you@example.com" className="flex-1 rounded-md border border-line bg-surface px-3 py-2" />
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
            Subscribe
          </button>
        </form>
      )}
    </section>
  );
}

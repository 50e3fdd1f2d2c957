import { useState } from 'react';

export function ContactSection() {
  const [sent, setSent] = useState(false);
  return (
    <section aria-labelledby="contact-title" className="rounded-2xl border border-line bg-panel p-6">
      <h2 id="contact-title" className="text-2xl font-bold">
        Contact us
      </h2>
      {sent ? (
        <p role="status" className="mt-4 text-brand-600">
          Thanks! We will get back to you within one working day.
        </p>
      ) : (
        <form
          className="mt-4 grid gap-3 sm:max-w-md"
          onSubmit={(e) => {
            e.preventDefault();
            setSent(true);
          }}
        >
          <label className="grid gap-1 text-sm">
            Name
            <input required className="rounded-md border border-line bg-surface px-3 py-2" />
          </label>
          <label className="grid gap-1 text-sm">
            Email
            <input required type="email" className="rounded-md border border-line bg-surface px-3 py-2" />
          </label>
          <label className="grid gap-1 text-sm">
            Message
            <textarea required rows={4} className="rounded-md border border-line bg-surface px-3 py-2" />
          </label>
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-500">
            Send message
          </button>
        </form>
      )}
    </section>
  );
}

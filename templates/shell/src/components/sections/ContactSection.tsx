import { useCollection } from '@shipwright/cloud';
import { useState } from 'react';

// Messages are saved in the app's own backend: the owner reads every one in the Database tab, and
// each visitor sees the messages they sent here, after a reload too.
interface Message {
  name: string;
  email: string;
  message: string;
}

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function ContactSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  const messages = useCollection<Message>('messages');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  return (
    <section aria-labelledby="contact-title" className="rounded-2xl border border-line bg-panel p-6">
      <Title id="contact-title" className="text-2xl font-bold">
        Contact us
      </Title>
      {messages.error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600">
          {messages.error.code === 'network' ? 'Can’t reach the server. Check your connection.' : messages.error.message}{' '}
          <button type="button" onClick={() => void messages.reload()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {sent && (
        <p role="status" className="mt-4 text-brand-600">
          Thanks! We will get back to you within one working day.
        </p>
      )}
      {messages.items.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">Messages you sent</h3>
          <ul className="mt-2 space-y-2">
            {messages.items.map((m) => (
              <li key={m.id} className="rounded-xl bg-brand-50 p-3 text-sm">
                <p className="font-semibold">{m.name}</p>
                <p className="text-muted">{m.message}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        className="mt-4 grid gap-3 sm:max-w-md"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const data = new FormData(form);
          setSending(true);
          messages
            .add({
              name: String(data.get('name')).trim(),
              email: String(data.get('email')).trim(),
              message: String(data.get('message')).trim(),
            })
            .then(() => {
              form.reset();
              setSent(true);
            })
            // A failed save shows in messages.error above.
            .catch(() => undefined)
            .finally(() => setSending(false));
        }}
      >
        <label className="grid gap-1 text-sm">
          Name
          <input name="name" required className="rounded-md border border-line bg-surface px-3 py-2" />
        </label>
        <label className="grid gap-1 text-sm">
          Email
          <input name="email" required type="email" className="rounded-md border border-line bg-surface px-3 py-2" />
        </label>
        <label className="grid gap-1 text-sm">
          Message
          <textarea name="message" required rows={4} className="rounded-md border border-line bg-surface px-3 py-2" />
        </label>
        <button type="submit" disabled={sending} className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-500 disabled:opacity-60">
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </form>
    </section>
  );
}

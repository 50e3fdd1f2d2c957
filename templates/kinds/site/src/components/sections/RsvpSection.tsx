import { useCollection } from '@shipwright/cloud';
import { useState } from 'react';
import { rsvp } from '../../data';

// Replies are saved in the app's own backend: the owner sees every one in the Database tab, and
// each guest sees their own here, after a reload too.
interface Reply {
  name: string;
  email: string;
  attending: boolean;
  guests: number;
  message: string;
}

const field = 'rounded-md border border-line bg-surface px-3 py-2';

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function RsvpSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  const replies = useCollection<Reply>('rsvps');
  const [another, setAnother] = useState(false);
  const [sending, setSending] = useState(false);
  const replied = replies.items.length > 0;
  return (
    <section aria-labelledby="rsvp-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <Title id="rsvp-title" className="text-3xl font-bold">
        {rsvp.title}
      </Title>
      <p className="mt-2 max-w-2xl text-muted">{rsvp.intro}</p>
      {replies.error && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600"
        >
          {replies.error.code === 'network' ? 'Can’t reach the server. Check your connection.' : replies.error.message}{' '}
          <button type="button" onClick={() => void replies.reload()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {replied && (
        <div className="mt-6">
          <p role="status" className="font-semibold text-brand-600">
            Thank you, we have your reply.
          </p>
          <ul aria-label="Your replies" className="mt-3 space-y-2">
            {replies.items.map((reply) => (
              <li key={reply.id} className="rounded-xl bg-brand-50 p-4">
                <p className="font-semibold">
                  {reply.name}:{' '}
                  {reply.attending
                    ? `attending, ${reply.guests} ${reply.guests === 1 ? 'guest' : 'guests'}`
                    : 'sadly can’t make it'}
                </p>
                {reply.message && <p className="mt-1 text-sm text-muted">{reply.message}</p>}
              </li>
            ))}
          </ul>
          {!another && (
            <button
              type="button"
              onClick={() => setAnother(true)}
              className="mt-4 text-sm font-semibold text-brand-600 underline"
            >
              Reply for someone else
            </button>
          )}
        </div>
      )}
      {/* Shown while a guest's earlier reply loads, so nobody waits to answer. */}
      {(!replied || another) && (
        <form
          className="mt-6 grid max-w-xl gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const data = new FormData(form);
            setSending(true);
            replies
              .add({
                name: String(data.get('name')).trim(),
                email: String(data.get('email')).trim(),
                attending: data.get('attending') !== 'no',
                guests: Math.max(1, Number(data.get('guests')) || 1),
                message: String(data.get('message')).trim(),
              })
              .then(() => {
                form.reset();
                setAnother(false);
              })
              // A failed save shows in replies.error above.
              .catch(() => undefined)
              .finally(() => setSending(false));
          }}
        >
          <label className="grid gap-1 text-sm font-medium">
            Your name
            <input name="name" required className={field} />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Email
            <input name="email" type="email" required className={field} />
          </label>
          <fieldset className="grid gap-2 text-sm">
            <legend className="mb-1 font-medium">Will you be there?</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="attending" value="yes" defaultChecked className="accent-brand-600" /> Joyfully
              accept
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="attending" value="no" className="accent-brand-600" /> Regretfully decline
            </label>
          </fieldset>
          <label className="grid gap-1 text-sm font-medium">
            Number of guests, you included
            <input name="guests" type="number" min={1} max={10} defaultValue={1} className={field} />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Dietary needs or a note for us
            <textarea name="message" rows={3} className={field} />
          </label>
          <button
            type="submit"
            disabled={sending}
            className="justify-self-start rounded-lg bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
          >
            {sending ? 'Sending…' : 'Send reply'}
          </button>
        </form>
      )}
    </section>
  );
}

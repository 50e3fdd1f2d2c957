import { useCollection } from '@shipwright/cloud';
import { useState } from 'react';
import { reservation } from '../../data';

// Requests are saved in the app's own backend: the owner sees every one in the Database tab, and
// each visitor sees and can cancel their own here, after a reload too.
interface Reservation {
  name: string;
  email: string;
  date: string;
  time: string;
  people: number;
  notes: string;
}

const field = 'rounded-md border border-line bg-surface px-3 py-2';

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function ReservationSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  const reservations = useCollection<Reservation>('reservations');
  const [sending, setSending] = useState(false);
  return (
    <section aria-labelledby="reservation-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <Title id="reservation-title" className="text-3xl font-bold">
        Reserve a table
      </Title>
      <p className="mt-2 max-w-2xl text-muted">{reservation.intro}</p>
      {reservations.error && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600"
        >
          {reservations.error.code === 'network'
            ? 'Can’t reach the server. Check your connection.'
            : reservations.error.message}{' '}
          <button type="button" onClick={() => void reservations.reload()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {reservations.items.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold">Your reservations</h3>
          <ul className="mt-2 space-y-2">
            {reservations.items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 p-4">
                <span>
                  <span className="font-semibold">{r.name}</span>: {r.people} {r.people === 1 ? 'person' : 'people'},{' '}
                  {r.date} at {r.time}
                </span>
                <button
                  type="button"
                  onClick={() => void reservations.remove(r.id).catch(() => undefined)}
                  className="text-sm font-semibold text-brand-600 underline"
                >
                  Cancel
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        className="mt-6 grid max-w-xl gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const data = new FormData(form);
          setSending(true);
          reservations
            .add({
              name: String(data.get('name')).trim(),
              email: String(data.get('email')).trim(),
              date: String(data.get('date')),
              time: String(data.get('time')),
              people: Math.max(1, Number(data.get('people')) || 2),
              notes: String(data.get('notes')).trim(),
            })
            .then(() => form.reset())
            // A failed save shows in reservations.error above.
            .catch(() => undefined)
            .finally(() => setSending(false));
        }}
      >
        <label className="grid gap-1 text-sm font-medium">
          Name
          <input name="name" required className={field} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Email
          <input name="email" type="email" required className={field} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Date
          <input name="date" type="date" required className={field} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Time
          <select name="time" className={field}>
            {reservation.times.map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          People
          <input name="people" type="number" min={1} max={20} defaultValue={2} className={field} />
        </label>
        <label className="grid gap-1 text-sm font-medium sm:col-span-2">
          Anything we should know?
          <textarea name="notes" rows={2} className={field} />
        </label>
        <button
          type="submit"
          disabled={sending}
          className="justify-self-start rounded-lg bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
        >
          {sending ? 'Sending…' : 'Request a table'}
        </button>
      </form>
    </section>
  );
}

import { useCollection } from '@shipwright/cloud';
import { addDays, format, formatDistanceToNow, isValid, parseISO, startOfTomorrow } from 'date-fns';
import { useState } from 'react';
import { services } from '../data';

// Services are the business's own content (src/data.ts). Bookings are saved in the app's backend,
// each visitor's own, so they are still there after a reload.
interface Booking {
  service: string;
  /** Who the booking is for. */
  name: string;
  /** The day, as yyyy-MM-dd. */
  date: string;
  time: string;
}

const slots = ['09:00', '10:30', '12:00', '14:00', '15:30', '17:00'];

// The coming week from tomorrow, so every weekday is there once.
const nextDays = () => Array.from({ length: 7 }, (_, i) => format(addDays(startOfTomorrow(), i), 'yyyy-MM-dd'));

// A date as the page shows it ("Tue", "14 Jul"); one that is not a date (edited by hand) shows as it is.
const shown = (date: string, pattern: string) => {
  const day = parseISO(date ?? '');
  return isValid(day) ? format(day, pattern) : String(date ?? '');
};

const fromNow = (date: string, time: string) => {
  const at = parseISO(date + 'T' + time);
  return isValid(at) ? formatDistanceToNow(at, { addSuffix: true }) : '';
};

export function Book() {
  const bookings = useCollection<Booking>('bookings');
  const [serviceId, setServiceId] = useState(services[0]?.id ?? 0);
  const days = nextDays();
  const [day, setDay] = useState(days[0]);
  const [slot, setSlot] = useState('');
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState('');
  const service = services.find((s) => s.id === serviceId);
  const taken = (t: string) => bookings.items.some((b) => b.date === day && b.time === t);
  // The time picked, else the day's first free one, so a booking is one click away.
  const chosen = slot && !taken(slot) ? slot : (slots.find((t) => !taken(t)) ?? '');
  // Loaded, and not failed before anything came: only then is an empty list really empty.
  const loaded = !bookings.loading && !(bookings.error && bookings.items.length === 0);
  // A booking that fails shows up in bookings.error (below), so there is nothing more to do with it here.
  const save = (change: Promise<unknown>) => change.catch(() => undefined);
  const confirm = () => {
    if (!service || !chosen || !name.trim()) return;
    const booking = { service: service.name, name: name.trim(), date: day, time: chosen };
    const saved = bookings.add(booking).then(() => {
      setConfirmed('Booked: ' + booking.service + ' on ' + shown(booking.date, 'EEE') + ' at ' + booking.time + '.');
      setSlot('');
    });
    void save(saved);
  };
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="book-title">
        <h1 id="book-title" className="text-3xl font-bold">
          Book a service
        </h1>
        <ul className="mt-4 space-y-2">
          {services.map((s) => (
            <li key={s.id}>
              <button type="button" aria-pressed={s.id === serviceId} onClick={() => setServiceId(s.id)} className={'flex w-full justify-between gap-2 rounded-lg border p-3 text-left ' + (s.id === serviceId ? 'border-brand-600 bg-brand-50' : 'border-line bg-panel')}>
                <span className="font-medium">{s.name}</span>
                <span className="shrink-0 text-sm text-muted">
                  {s.minutes} min · ${s.price}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <div className="space-y-6">
        <section aria-label="Time" className="rounded-xl border border-line bg-panel p-4">
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7" role="group" aria-label="Day">
            {days.map((d) => (
              <button key={d} type="button" aria-pressed={d === day} onClick={() => setDay(d)} className={'flex flex-col items-center rounded-md px-1 py-1 text-sm ' + (d === day ? 'bg-brand-600 text-white' : 'bg-brand-50')}>
                <span className="font-medium">{shown(d, 'EEE')}</span>
                <span className="text-xs">{shown(d, 'd MMM')}</span>
              </button>
            ))}
          </div>
          <div className="mt-4 grid grid-cols-3 gap-2" role="group" aria-label="Time slot">
            {slots.map((t) => {
              return (
                <button key={t} type="button" disabled={taken(t) || bookings.loading} aria-pressed={t === chosen} onClick={() => setSlot(t)} className={'rounded-md border px-2 py-2 text-sm disabled:opacity-40 ' + (t === chosen ? 'border-brand-600 bg-brand-50' : 'border-line')}>
                  {t}
                </button>
              );
            })}
          </div>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              confirm();
            }}
            className="mt-4 space-y-3"
          >
            <label className="grid gap-1 text-sm font-medium">
              Your name
              <input value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" className="h-10 rounded-md border border-line bg-surface px-3 font-normal" />
            </label>
            <button type="submit" disabled={!chosen || bookings.loading} className="w-full rounded-lg bg-brand-600 py-2 font-semibold text-white disabled:opacity-50">
              {chosen ? 'Confirm ' + (service?.name ?? '') + ' on ' + shown(day, 'EEE d MMM') + ' at ' + chosen : 'No times left on ' + shown(day, 'EEE d MMM')}
            </button>
          </form>
          {confirmed && (
            <p role="status" className="mt-3 text-sm text-brand-600">
              {confirmed}
            </p>
          )}
        </section>
        <section aria-labelledby="bookings-title">
          <h2 id="bookings-title" className="text-xl font-bold">
            Your bookings
          </h2>
          {bookings.error && (
            <p role="alert" className="mt-3 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600">
              {bookings.error.code === 'network' ? 'Can’t reach the server. Check your connection.' : bookings.error.message}{' '}
              <button type="button" onClick={() => void bookings.reload()} className="font-semibold underline">
                Try again
              </button>
            </p>
          )}
          {bookings.loading && (
            <p role="status" className="mt-3 text-muted">
              Loading your bookings…
            </p>
          )}
          {loaded && bookings.items.length === 0 && (
            <p className="mt-3 rounded-xl border border-dashed border-line p-4 text-muted">No bookings yet. Pick a service, a day and a time, add your name and confirm.</p>
          )}
          {bookings.items.length > 0 && (
            <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-panel">
              {[...bookings.items].sort((a, b) => ((a.date ?? '') + a.time).localeCompare((b.date ?? '') + b.time)).map((b) => (
                <li key={b.id} className="flex items-center justify-between gap-3 p-3">
                  <span>
                    <span className="font-medium">{b.service}</span>
                    <span className="block text-sm text-muted">
                      {shown(b.date, 'EEE d MMM') + ' at ' + b.time + (b.name ? ' · ' + b.name : '')}
                      {fromNow(b.date, b.time) && <span className="ml-1 opacity-80">{'· ' + fromNow(b.date, b.time)}</span>}
                    </span>
                  </span>
                  <button type="button" aria-label={'Cancel ' + b.service + ', ' + shown(b.date, 'd MMM') + ', on ' + shown(b.date, 'EEE') + ' at ' + b.time} onClick={() => void save(bookings.remove(b.id))} className="text-sm text-muted hover:text-ink">
                    Cancel
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { services } from '../data';

const slots = ['09:00', '10:30', '12:00', '14:00', '15:30', '17:00'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function Book() {
  const [serviceId, setServiceId] = useState(services[0]?.id ?? 0);
  const [day, setDay] = useState(days[0]);
  const [slot, setSlot] = useState('');
  const [booked, setBooked] = useState<string[]>([]);
  const service = services.find((s) => s.id === serviceId);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="book-title">
        <h1 id="book-title" className="text-3xl font-bold">
          Book a service
        </h1>
        <ul className="mt-4 space-y-2">
          {services.map((s) => (
            <li key={s.id}>
              <button type="button" aria-pressed={s.id === serviceId} onClick={() => setServiceId(s.id)} className={'flex w-full justify-between rounded-lg border p-3 text-left ' + (s.id === serviceId ? 'border-brand-600 bg-brand-50' : 'border-line bg-panel')}>
                <span className="font-medium">{s.name}</span>
                <span className="text-sm text-muted">
                  {s.minutes} min · ${s.price}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Time" className="rounded-xl border border-line bg-panel p-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Day">
          {days.map((d) => (
            <button key={d} type="button" aria-pressed={d === day} onClick={() => setDay(d)} className={'rounded-md px-3 py-1 text-sm ' + (d === day ? 'bg-brand-600 text-white' : 'bg-brand-50')}>
              {d}
            </button>
          ))}
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2" role="group" aria-label="Time slot">
          {slots.map((t) => {
            const taken = booked.includes(day + ' ' + t);
            return (
              <button key={t} type="button" disabled={taken} aria-pressed={t === slot} onClick={() => setSlot(t)} className={'rounded-md border px-2 py-2 text-sm disabled:opacity-40 ' + (t === slot ? 'border-brand-600 bg-brand-50' : 'border-line')}>
                {t}
              </button>
            );
          })}
        </div>
        <button
          type="button"
          disabled={!slot}
          onClick={() => {
            setBooked((b) => [...b, day + ' ' + slot]);
            setSlot('');
          }}
          className="mt-4 w-full rounded-lg bg-brand-600 py-2 font-semibold text-white disabled:opacity-50"
        >
          Confirm {service?.name} {slot ? 'on ' + day + ' at ' + slot : ''}
        </button>
        {booked.length > 0 && (
          <p role="status" className="mt-3 text-sm text-brand-600">
            Booked: {booked.join(', ')}
          </p>
        )}
      </section>
    </div>
  );
}

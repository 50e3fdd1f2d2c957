import { visit } from '../../data';

export function HoursSection() {
  return (
    <section
      aria-labelledby="hours-title"
      className="grid gap-6 rounded-2xl border border-line bg-panel p-6 sm:p-10 md:grid-cols-2"
    >
      <div>
        <h2 id="hours-title" className="text-3xl font-bold">
          Opening hours
        </h2>
        <dl className="mt-4 divide-y divide-line">
          {visit.hours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4 py-2">
              <dt className="font-medium">{row.days}</dt>
              <dd className="text-muted">{row.time}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="rounded-xl bg-brand-50 p-6">
        <h3 className="text-lg font-semibold">Find us</h3>
        <p className="mt-2">{visit.address}</p>
        <p className="mt-1 text-muted">{visit.phone}</p>
      </div>
    </section>
  );
}

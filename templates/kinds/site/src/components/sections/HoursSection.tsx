import { visit } from '../../data';

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function HoursSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="hours-title"
      className="grid gap-6 rounded-2xl border border-line bg-panel p-6 sm:p-10 md:grid-cols-2"
    >
      <div>
        <Title id="hours-title" className="text-3xl font-bold">
          Opening hours
        </Title>
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

import { services } from '../../data';

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function ServicesSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="services-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <Title id="services-title" className="text-3xl font-bold">
        Services
      </Title>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.name} className="rounded-xl border border-line p-5">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="font-semibold">{service.name}</h3>
              <span className="text-sm font-semibold text-brand-600">{service.price}</span>
            </div>
            <p className="mt-2 text-sm text-muted">{service.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

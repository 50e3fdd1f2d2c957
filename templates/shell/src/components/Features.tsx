import { features } from '../data';

export function Features() {
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="text-2xl font-bold">
        Why people choose us
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {features.map((f) => (
          <article key={f.title} className="rounded-xl border border-line bg-panel p-5">
            <h3 className="font-semibold text-brand-600">{f.title}</h3>
            <p className="mt-2 text-sm text-muted">{f.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

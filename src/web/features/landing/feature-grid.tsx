import { type IconItem, SectionHeading } from './section-heading';

export function FeatureGrid({ heading, intro, features }: { heading: string; intro: string; features: IconItem[] }) {
  return (
    <section className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading heading={heading} intro={intro} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <feature.icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

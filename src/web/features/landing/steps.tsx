import { type IconItem, SectionHeading } from './section-heading';

/** A numbered row of steps, used for "how it works" on the landing and product pages. */
export function Steps({ heading, intro, steps }: { heading: string; intro: string; steps: IconItem[] }) {
  return (
    <section className="bg-white px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading heading={heading} intro={intro} />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-slate-50/60 p-6">
              <span className="absolute top-6 right-6 text-5xl font-bold text-slate-200">{index + 1}</span>
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-md">
                <step.icon className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

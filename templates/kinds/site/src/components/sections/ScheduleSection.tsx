import { schedule } from '../../data';

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function ScheduleSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="schedule-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <Title id="schedule-title" className="text-3xl font-bold">
        {schedule.title}
      </Title>
      <p className="mt-2 text-muted">{schedule.intro}</p>
      <ol className="mt-6 space-y-6 border-l-2 border-brand-100 pl-6">
        {schedule.moments.map((moment) => (
          <li key={moment.time + moment.title} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[31px] h-3 w-3 rounded-full bg-brand-600 ring-4 ring-brand-50"
            />
            <p className="text-sm font-semibold text-brand-600">{moment.time}</p>
            <h3 className="text-lg font-semibold">{moment.title}</h3>
            <p className="text-muted">{moment.detail}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

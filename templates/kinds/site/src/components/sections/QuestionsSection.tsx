import { questions } from '../../data';

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function QuestionsSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="questions-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <Title id="questions-title" className="text-3xl font-bold">
        Questions
      </Title>
      <div className="mt-4 divide-y divide-line">
        {questions.map((item) => (
          <details key={item.q} className="group py-3">
            <summary className="cursor-pointer font-medium">{item.q}</summary>
            <p className="mt-2 text-muted">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

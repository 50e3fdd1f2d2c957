import { questions } from '../../data';

export function QuestionsSection() {
  return (
    <section aria-labelledby="questions-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <h2 id="questions-title" className="text-3xl font-bold">
        Questions
      </h2>
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

import { useState } from 'react';

const questions = [
  { q: 'How do I get started?', a: 'Create a free account and follow the three-step setup. It takes about two minutes.' },
  { q: 'Can I cancel at any time?', a: 'Yes. There are no contracts and you keep access until the end of the period.' },
  { q: 'Do you offer support?', a: 'Our team answers every message within one working day, seven days a week.' },
];

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function FaqSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  const [open, setOpen] = useState(0);
  return (
    <section aria-labelledby="faq-title" className="rounded-2xl border border-line bg-panel p-6">
      <Title id="faq-title" className="text-2xl font-bold">
        Frequently asked questions
      </Title>
      <div className="mt-4 divide-y divide-line">
        {questions.map((item, i) => (
          <div key={item.q} className="py-3">
            <button type="button" aria-expanded={open === i} onClick={() => setOpen(open === i ? -1 : i)} className="w-full text-left font-medium">
              {item.q}
            </button>
            {open === i && <p className="mt-2 text-sm text-muted">{item.a}</p>}
          </div>
        ))}
      </div>
    </section>
  );
}

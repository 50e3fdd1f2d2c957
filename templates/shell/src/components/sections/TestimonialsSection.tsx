const quotes = [
  { name: 'Maya Patel', text: 'It changed how our whole team works. Simple, fast and friendly.' },
  { name: 'Jonas Berg', text: 'The best decision we made this year. Setup took minutes.' },
  { name: 'Alicia Gomez', text: 'Thoughtful details everywhere. I recommend it to everyone I know.' },
];

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function TestimonialsSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="testimonials-title" className="rounded-2xl border border-line bg-panel p-6">
      <Title id="testimonials-title" className="text-2xl font-bold">
        What people say
      </Title>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {quotes.map((t) => (
          <figure key={t.name} className="rounded-xl bg-brand-50 p-4">
            <blockquote className="text-sm">“{t.text}”</blockquote>
            <figcaption className="mt-3 text-sm font-semibold text-brand-600">{t.name}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

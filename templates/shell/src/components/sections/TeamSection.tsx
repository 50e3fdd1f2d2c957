const people = [
  { name: 'Sam Rivera', role: 'Founder' },
  { name: 'Priya Shah', role: 'Design lead' },
  { name: 'Leo Kim', role: 'Engineering' },
  { name: 'Nora Ahmed', role: 'Customer happiness' },
];

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function TeamSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="team-title" className="rounded-2xl border border-line bg-panel p-6">
      <Title id="team-title" className="text-2xl font-bold">
        Meet the team
      </Title>
      <ul className="mt-4 grid gap-4 sm:grid-cols-4">
        {people.map((p) => (
          <li key={p.name} className="rounded-xl bg-brand-50 p-4 text-center">
            <div aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
              {p.name[0]}
            </div>
            <p className="mt-2 font-semibold">{p.name}</p>
            <p className="text-sm text-muted">{p.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

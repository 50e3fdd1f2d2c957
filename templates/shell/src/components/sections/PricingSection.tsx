const tiers = [
  { name: 'Starter', price: 0, perks: ['Core features', 'Community support'] },
  { name: 'Pro', price: 12, perks: ['Everything in Starter', 'Priority support', 'Advanced options'] },
  { name: 'Team', price: 29, perks: ['Everything in Pro', 'Up to 10 members', 'Shared workspace'] },
];

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function PricingSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="pricing-title" className="rounded-2xl border border-line bg-panel p-6">
      <Title id="pricing-title" className="text-2xl font-bold">
        Pricing
      </Title>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {tiers.map((t) => (
          <div key={t.name} className="rounded-xl border border-line p-5">
            <h3 className="font-semibold">{t.name}</h3>
            <p className="mt-2 text-3xl font-bold text-brand-600">${t.price}<span className="text-sm text-muted">/mo</span></p>
            <ul className="mt-3 space-y-1 text-sm text-muted">
              {t.perks.map((p) => (
                <li key={p}>✓ {p}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

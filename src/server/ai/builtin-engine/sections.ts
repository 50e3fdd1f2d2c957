import type { SectionKind } from './archetypes';
import { q } from './shell';

// Home-page sections the engine knows how to add (from the first prompt or a follow-up).

export function sectionComponent(kind: SectionKind): string {
  return `${kind[0].toUpperCase()}${kind.slice(1)}Section`;
}

export function sectionPath(kind: SectionKind): string {
  return `src/components/sections/${sectionComponent(kind)}.tsx`;
}

function wrap(kind: SectionKind, title: string, imports: string, body: string, state = ''): string {
  const id = `${kind}-title`;
  return `${imports}${imports ? '\n' : ''}export function ${sectionComponent(kind)}() {
${state}  return (
    <section aria-labelledby="${id}" className="rounded-2xl border border-line bg-panel p-6">
      <h2 id="${id}" className="text-2xl font-bold">
        ${title}
      </h2>
${body}
    </section>
  );
}
`;
}

export function sectionSource(kind: SectionKind, appName: string): string {
  switch (kind) {
    case 'contact':
      return wrap(
        kind,
        'Contact us',
        "import { useState } from 'react';\n",
        `      {sent ? (
        <p role="status" className="mt-4 text-brand-600">
          Thanks! We will get back to you within one working day.
        </p>
      ) : (
        <form
          className="mt-4 grid gap-3 sm:max-w-md"
          onSubmit={(e) => {
            e.preventDefault();
            setSent(true);
          }}
        >
          <label className="grid gap-1 text-sm">
            Name
            <input required className="rounded-md border border-line bg-surface px-3 py-2" />
          </label>
          <label className="grid gap-1 text-sm">
            Email
            <input required type="email" className="rounded-md border border-line bg-surface px-3 py-2" />
          </label>
          <label className="grid gap-1 text-sm">
            Message
            <textarea required rows={4} className="rounded-md border border-line bg-surface px-3 py-2" />
          </label>
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-500">
            Send message
          </button>
        </form>
      )}`,
        '  const [sent, setSent] = useState(false);\n',
      );
    case 'newsletter':
      return wrap(
        kind,
        'Join the newsletter',
        "import { useState } from 'react';\n",
        `      <p className="mt-2 text-muted">One short e-mail a month from ${appName.replace(/[{}<>]/g, '')}. No spam.</p>
      {email ? (
        <p role="status" className="mt-4 text-brand-600">
          Subscribed as {email}.
        </p>
      ) : (
        <form
          className="mt-4 flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setEmail(String(new FormData(e.currentTarget).get('email')));
          }}
        >
          <label className="sr-only" htmlFor="newsletter-email">
            Email
          </label>
          <input id="newsletter-email" name="email" type="email" required placeholder="you@example.com" className="flex-1 rounded-md border border-line bg-surface px-3 py-2" />
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
            Subscribe
          </button>
        </form>
      )}`,
        "  const [email, setEmail] = useState('');\n",
      );
    case 'faq':
      return wrap(
        kind,
        'Frequently asked questions',
        "import { useState } from 'react';\n\nconst questions = [\n  { q: 'How do I get started?', a: 'Create a free account and follow the three-step setup. It takes about two minutes.' },\n  { q: 'Can I cancel at any time?', a: 'Yes. There are no contracts and you keep access until the end of the period.' },\n  { q: 'Do you offer support?', a: 'Our team answers every message within one working day, seven days a week.' },\n];\n",
        `      <div className="mt-4 divide-y divide-line">
        {questions.map((item, i) => (
          <div key={item.q} className="py-3">
            <button type="button" aria-expanded={open === i} onClick={() => setOpen(open === i ? -1 : i)} className="w-full text-left font-medium">
              {item.q}
            </button>
            {open === i && <p className="mt-2 text-sm text-muted">{item.a}</p>}
          </div>
        ))}
      </div>`,
        '  const [open, setOpen] = useState(0);\n',
      );
    case 'testimonials':
      return wrap(
        kind,
        'What people say',
        "const quotes = [\n  { name: 'Maya Patel', text: 'It changed how our whole team works. Simple, fast and friendly.' },\n  { name: 'Jonas Berg', text: 'The best decision we made this year. Setup took minutes.' },\n  { name: 'Alicia Gomez', text: 'Thoughtful details everywhere. I recommend it to everyone I know.' },\n];\n",
        `      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {quotes.map((t) => (
          <figure key={t.name} className="rounded-xl bg-brand-50 p-4">
            <blockquote className="text-sm">“{t.text}”</blockquote>
            <figcaption className="mt-3 text-sm font-semibold text-brand-600">{t.name}</figcaption>
          </figure>
        ))}
      </div>`,
      );
    case 'pricing':
      return wrap(
        kind,
        'Pricing',
        "const tiers = [\n  { name: 'Starter', price: 0, perks: ['Core features', 'Community support'] },\n  { name: 'Pro', price: 12, perks: ['Everything in Starter', 'Priority support', 'Advanced options'] },\n  { name: 'Team', price: 29, perks: ['Everything in Pro', 'Up to 10 members', 'Shared workspace'] },\n];\n",
        `      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {tiers.map((t) => (
          <div key={t.name} className="rounded-xl border border-line p-5">
            <h3 className="font-semibold">{t.name}</h3>
            <p className="mt-2 text-3xl font-bold text-brand-600">\${t.price}<span className="text-sm text-muted">/mo</span></p>
            <ul className="mt-3 space-y-1 text-sm text-muted">
              {t.perks.map((p) => (
                <li key={p}>✓ {p}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>`,
      );
    case 'team':
      return wrap(
        kind,
        'Meet the team',
        "const people = [\n  { name: 'Sam Rivera', role: 'Founder' },\n  { name: 'Priya Shah', role: 'Design lead' },\n  { name: 'Leo Kim', role: 'Engineering' },\n  { name: 'Nora Ahmed', role: 'Customer happiness' },\n];\n",
        `      <ul className="mt-4 grid gap-4 sm:grid-cols-4">
        {people.map((p) => (
          <li key={p.name} className="rounded-xl bg-brand-50 p-4 text-center">
            <div aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
              {p.name[0]}
            </div>
            <p className="mt-2 font-semibold">{p.name}</p>
            <p className="text-sm text-muted">{p.role}</p>
          </li>
        ))}
      </ul>`,
      );
    case 'gallery':
      return wrap(
        kind,
        'Gallery',
        "import { useState } from 'react';\n\nconst shots = ['Morning light', 'City lines', 'Quiet harbour', 'Autumn trail', 'Studio session', 'Night market'];\n",
        `      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shots.map((s, i) => (
          <button key={s} type="button" onClick={() => setSelected(s)} aria-pressed={selected === s} className={'h-28 rounded-xl p-3 text-left text-sm font-medium text-white ' + (i % 2 ? 'bg-brand-500' : 'bg-brand-700')}>
            {s}
          </button>
        ))}
      </div>
      {selected && <p className="mt-3 text-sm text-muted">Selected: {selected}</p>}`,
        "  const [selected, setSelected] = useState('');\n",
      );
    default:
      return wrap(
        kind,
        `About ${appName.replace(/[{}<>]/g, '')}`,
        '',
        `      <p className="mt-3 max-w-3xl text-muted">
        {${q(`${appName} started with a simple idea: make the everyday a little easier and a lot more enjoyable. We are a small, independent team that cares about the details.`)}}
      </p>`,
      );
  }
}

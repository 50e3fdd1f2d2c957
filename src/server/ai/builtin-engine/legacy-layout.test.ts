import { describe, expect, it } from 'vitest';
import { templateFile } from './app/templates';
import { bundle, first, followUp, proseOf } from './test-utils';

// As a reply writes them: without their final newline.
const legacy = (name: string) => templateFile(`legacy-shell/${name}.tsx.txt`).trimEnd();
// The header and hero every app had before its pages had addresses.
const OLD_SHELL = { 'src/components/Header.tsx': legacy('Header-inline'), 'src/components/Hero.tsx': legacy('Hero') };

// An app written before src/navigation.ts and src/home-sections.ts: its pages and sections as TSX.
const OLD_APP = `import { useState } from 'react';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { Home } from './pages/Home';
import { Shop } from './pages/Shop';

const pages = [
  { id: 'home', label: 'Home' },
  { id: 'shop', label: 'Shop' },
];

export default function App() {
  const [page, setPage] = useState('home');
  return (
    <div className="flex min-h-screen flex-col bg-surface text-ink">
      <Header pages={pages} current={page} onNavigate={setPage} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {page === 'home' && <Home onNavigate={setPage} />}
        {page === 'shop' && <Shop />}
      </main>
      <Footer />
    </div>
  );
}
`;

const OLD_HOME = `import { Features } from '../components/Features';
import { Hero } from '../components/Hero';
import { FaqSection } from '../components/sections/FaqSection';

export function Home({ onNavigate }: { onNavigate: (page: string) => void }) {
  return (
    <div className="space-y-16">
      <Hero onNavigate={onNavigate} />
      <Features />
      <FaqSection />
    </div>
  );
}
`;

describe('apps of the layout before the page and section lists', () => {
  const current = first('an online store for handmade candles with an faq').files;
  const { 'src/navigation.ts': _pages, 'src/home-sections.ts': _sections, ...rest } = current;
  const old = { ...rest, ...OLD_SHELL, 'src/App.tsx': OLD_APP, 'src/pages/Home.tsx': OLD_HOME };

  it('move to the lists and the routed shell when a follow-up changes a page or section, and say so', async () => {
    const { reply, files } = followUp(old, 'add a contact section and move the faq to the top');
    for (const path of ['src/App.tsx', 'src/pages/Home.tsx', 'src/components/Header.tsx', 'src/components/Hero.tsx'])
      expect(files[path]).toBe(current[path]);
    expect((await bundle(files)).errors).toEqual([]);
    expect(files['src/navigation.ts']).toContain("{ id: 'shop', label: 'Shop', component: Shop }");
    expect([...(files['src/home-sections.ts'] ?? '').matchAll(/component: (\w+) \}/g)].map((m) => m[1])).toEqual([
      'Hero',
      'FaqSection',
      'Features',
      'ContactSection',
    ]);
    expect(proseOf(reply)).toContain('I moved the list of pages to `src/navigation.ts`');
    expect(proseOf(reply)).toContain('I gave every page its own address');
  });

  it('with the lists but no addresses, move to the routed shell', async () => {
    const listed = { ...current, ...OLD_SHELL, 'src/App.tsx': legacy('App'), 'src/pages/Home.tsx': legacy('Home') };
    const { reply, files } = followUp(listed, 'add a contact section');
    for (const path of [
      'App.tsx',
      'pages/Home.tsx',
      'components/Header.tsx',
      'components/Hero.tsx',
      'components/PageChange.tsx',
    ])
      expect(files[`src/${path}`]?.trimEnd()).toBe(current[`src/${path}`]?.trimEnd());
    expect(proseOf(reply)).toContain('I gave every page its own address');
    expect((await bundle(files)).errors).toEqual([]);
    // A header changed by hand keeps the old shell: its props are the old ones.
    const handEdited = { ...listed, 'src/components/Header.tsx': `${legacy('Header')}\n// mine` };
    expect(followUp(handEdited, 'add a contact section').files['src/App.tsx']).toBe(legacy('App'));
  });

  it('stay as they are for other follow-ups, and when App.tsx was changed by hand', () => {
    expect(followUp(old, 'make it dark').files['src/App.tsx']).toBe(OLD_APP);
    const handEdited = { ...old, 'src/App.tsx': OLD_APP.replace('<Footer />', '<Footer />\n      <p>Hi</p>') };
    const { reply, files } = followUp(handEdited, 'add a contact section');
    expect(files['src/App.tsx']).toBe(handEdited['src/App.tsx']);
    expect(files['src/navigation.ts']).toBeUndefined();
    expect(proseOf(reply)).toMatch(/could not find where to put a contact section/);
  });
});

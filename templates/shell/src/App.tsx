import { useState } from 'react';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { pages } from './navigation';

/** One page at a time, switched by the header: the pages and their order are in `src/navigation.ts`. */
export default function App() {
  const [current, setCurrent] = useState('home');
  const Page = (pages.find((p) => p.id === current) ?? pages[0]).component;
  return (
    <div className="flex min-h-screen flex-col bg-surface text-ink">
      <Header pages={pages} current={current} onNavigate={setCurrent} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Page onNavigate={setCurrent} />
      </main>
      <Footer />
    </div>
  );
}

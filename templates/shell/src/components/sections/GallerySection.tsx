import { useState } from 'react';

const shots = ['Morning light', 'City lines', 'Quiet harbour', 'Autumn trail', 'Studio session', 'Night market'];

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function GallerySection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  const [selected, setSelected] = useState('');
  return (
    <section aria-labelledby="gallery-title" className="rounded-2xl border border-line bg-panel p-6">
      <Title id="gallery-title" className="text-2xl font-bold">
        Gallery
      </Title>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shots.map((s, i) => (
          <button key={s} type="button" onClick={() => setSelected(s)} aria-pressed={selected === s} className={'h-28 rounded-xl p-3 text-left text-sm font-medium text-white ' + (i % 2 ? 'bg-brand-500' : 'bg-brand-700')}>
            {s}
          </button>
        ))}
      </div>
      {selected && <p className="mt-3 text-sm text-muted">Selected: {selected}</p>}
    </section>
  );
}

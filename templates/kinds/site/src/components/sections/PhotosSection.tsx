import { photos } from '../../data';

// Captioned tiles in the site's colours, until real photos replace them.
const tiles = ['bg-brand-600', 'bg-brand-500', 'bg-brand-700', 'bg-brand-100 text-ink'];

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function PhotosSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="photos-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <Title id="photos-title" className="text-3xl font-bold">
        Gallery
      </Title>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3">
        {photos.map((caption, i) => (
          <li
            key={caption}
            className={`flex aspect-[4/3] items-end rounded-xl p-4 text-sm font-medium text-white ${tiles[i % tiles.length]}`}
          >
            {caption}
          </li>
        ))}
      </ul>
    </section>
  );
}

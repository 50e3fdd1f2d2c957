import { story } from '../../data';

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function StorySection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="story-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <Title id="story-title" className="text-3xl font-bold">
        {story.title}
      </Title>
      <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

import { story } from '../../data';

export function StorySection() {
  return (
    <section aria-labelledby="story-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <h2 id="story-title" className="text-3xl font-bold">
        {story.title}
      </h2>
      <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

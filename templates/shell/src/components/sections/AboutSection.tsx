/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function AboutSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="about-title" className="rounded-2xl border border-line bg-panel p-6">
      <Title id="about-title" className="text-2xl font-bold">
        About __APP_NAME__
      </Title>
      <p className="mt-3 max-w-3xl text-muted">
        {'__APP_NAME__ started with a simple idea: make the everyday a little easier and a lot more enjoyable. We are a small, independent team that cares about the details.'}
      </p>
    </section>
  );
}

export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className="rounded-2xl border border-line bg-panel p-6">
      <h2 id="about-title" className="text-2xl font-bold">
        About __APP_NAME__
      </h2>
      <p className="mt-3 max-w-3xl text-muted">
        {'__APP_NAME__ started with a simple idea: make the everyday a little easier and a lot more enjoyable. We are a small, independent team that cares about the details.'}
      </p>
    </section>
  );
}

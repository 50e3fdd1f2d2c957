import { menu } from '../../data';

/** `level` 1 when the section is a page of its own, or opens a page without a hero (src/pages/Home.tsx). */
export function MenuSection({ level = 1 }: { level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="menu-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <Title id="menu-title" className="text-3xl font-bold">
        Menu
      </Title>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        {menu.map((group) => (
          <div key={group.title}>
            <h3 className="border-b border-line pb-2 text-sm font-semibold tracking-widest text-brand-600 uppercase">
              {group.title}
            </h3>
            <ul className="mt-4 space-y-4">
              {group.dishes.map((dish) => (
                <li key={dish.name}>
                  <div className="flex items-baseline gap-2">
                    <span className="font-semibold">{dish.name}</span>
                    <span aria-hidden="true" className="flex-1 border-b border-dotted border-line" />
                    <span className="font-semibold">{dish.price}</span>
                  </div>
                  <p className="text-sm text-muted">{dish.detail}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

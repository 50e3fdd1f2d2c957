import { menu } from '../../data';

export function MenuSection() {
  return (
    <section aria-labelledby="menu-title" className="rounded-2xl border border-line bg-panel p-6 sm:p-10">
      <h2 id="menu-title" className="text-3xl font-bold">
        Menu
      </h2>
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

import { Tooltip } from 'radix-ui';
import { BuilderWorkspace } from './builder-workspace';
import { BuilderHeader } from './header/builder-header';
import type { BuilderSession } from './session/builder-session';

/** The whole-window builder for one session, real or demo. */
export function BuilderScreen({ session }: { session: BuilderSession }) {
  return (
    <Tooltip.Provider>
      <div className="flex h-dvh flex-col overflow-hidden bg-slate-50">
        <BuilderHeader session={session} />
        <main id="main" className="flex min-h-0 flex-1 flex-col">
          <BuilderWorkspace session={session} />
        </main>
      </div>
    </Tooltip.Provider>
  );
}

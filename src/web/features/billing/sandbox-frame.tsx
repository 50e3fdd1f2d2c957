import { FlaskConicalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/layout/logo';

/** The sandbox provider's pages: unmistakably a test, never mistaken for a real payment page. */
export function SandboxFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="min-h-dvh bg-slate-100">
      <div
        role="note"
        className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-amber-950"
      >
        <FlaskConicalIcon className="size-4 shrink-0" aria-hidden />
        Sandbox payment provider: no real money moves. Connect Stripe to take real payments.
      </div>
      <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
        <div className="mb-6 flex items-center justify-between">
          <Logo />
          <span className="rounded-full border border-amber-500 px-2.5 py-0.5 text-xs font-semibold text-amber-700">
            SANDBOX
          </span>
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

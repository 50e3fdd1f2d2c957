import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { toasts } from '../../../shared/messages';
import { notify } from '../../components/ui/toaster';
import { PromptBox } from '../projects/prompt-box';

interface NewProjectCardProps {
  busy: boolean;
  onCreate: (prompt: string) => void;
}

/** The dashboard's prompt: Enter creates the project, Shift+Enter starts a new line. */
export function NewProjectCard({ busy, onCreate }: NewProjectCardProps) {
  const [prompt, setPrompt] = useState('');
  return (
    <section
      aria-labelledby="new-project-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-2">
        <SparklesIcon className="size-5 text-brand-600" aria-hidden />
        <h2 id="new-project-heading" className="text-lg font-semibold text-slate-900">
          What do you want to build?
        </h2>
      </div>
      <p className="mt-0.5 text-sm text-slate-600">
        Describe your app in plain words. We'll create the project and open the builder.
      </p>
      <PromptBox
        tone="light"
        value={prompt}
        onChange={setPrompt}
        onSubmit={onCreate}
        onBlankSubmit={() => notify.error(toasts.missingPrompt.title, toasts.missingPrompt.description)}
        submitOnEnter
        busy={busy}
        className="mt-4"
      />
      <p className="mt-2 hidden text-xs text-slate-500 sm:block" aria-hidden>
        <Kbd>Enter</Kbd> to create · <Kbd>Shift</Kbd> + <Kbd>Enter</Kbd> for a new line
      </p>
    </section>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 font-sans text-[11px] font-medium text-slate-600">
      {children}
    </kbd>
  );
}

import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { useStartBuilding } from '../auth/use-start-building';
import { PromptBox } from '../projects/prompt-box';
import { useIsCreatingProject } from '../projects/use-create-project';
import { examplePrompts } from './example-prompts';

export function Hero() {
  const [prompt, setPrompt] = useState('');
  const startBuilding = useStartBuilding();
  const creating = useIsCreatingProject();

  return (
    <section className="bg-hero px-4 pt-16 pb-24 sm:px-6 sm:pt-24">
      <div className="mx-auto max-w-3xl text-center">
        <Badge tone="dark">
          <SparklesIcon className="size-3.5" /> From idea to live link in minutes
        </Badge>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-white sm:text-6xl">
          Describe your app. <span className="text-gradient sm:block">We ship it.</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">
          Type what you want in plain words. Shipwright writes the React code, builds it, and hands you a live link to
          share, all from one chat.
        </p>
        <PromptBox
          value={prompt}
          onChange={setPrompt}
          onSubmit={startBuilding}
          busy={creating}
          className="mt-10 text-left"
        />
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {examplePrompts.map((example) => (
            <button
              key={example.label}
              type="button"
              onClick={() => setPrompt(example.prompt)}
              className="rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm text-slate-200 transition hover:border-brand-400/60 hover:bg-white/10 hover:text-white"
            >
              {example.label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

import { CloudError, cloud, useCollection } from '@shipwright/cloud';
import { SparklesIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { assist } from '../assist';
import { Button } from '../components/ui/button';
import { Textarea } from '../components/ui/textarea';

/** An answer the visitor kept, saved in the app's backend so it is there after a reload. */
interface Answer {
  asked: string;
  text: string;
}

// Codes the app's AI answers with when it will not answer now: shown as a notice, not an error.
const notices: Record<string, string> = {
  ai_not_configured: 'AI isn’t set up for this app yet. Its owner can switch it on by connecting a model.',
  ai_visitor_limit: 'You’ve used today’s AI allowance here. Please come back tomorrow.',
  ai_app_limit: 'This app has used its AI allowance for this month. Please try again later.',
  ai_owner_budget: 'This app has used its AI allowance for this month. Please try again later.',
};

export function Assist() {
  const fieldId = useId();
  const kept = useCollection<Answer>('answers', { sort: 'createdAt', order: 'desc' });
  const [asked, setAsked] = useState('');
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function ask(event: FormEvent) {
    event.preventDefault();
    if (!asked.trim() || busy) return;
    setBusy(true);
    setAnswer('');
    setNotice(null);
    setError(null);
    try {
      for await (const piece of cloud.ai.stream({ prompt: asked.trim(), system: assist.system })) {
        setAnswer((text) => text + piece);
      }
    } catch (problem) {
      const code = problem instanceof CloudError ? problem.code : '';
      if (notices[code]) setNotice(notices[code]);
      else setError(problem instanceof Error ? problem.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const keep = () => void kept.add({ asked: asked.trim(), text: answer }).catch(() => undefined);

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="flex items-center gap-2 text-3xl font-bold">
        <SparklesIcon aria-hidden="true" className="size-7 text-brand-600" />
        {assist.title}
      </h1>
      <p className="mt-2 text-muted">{assist.intro}</p>
      <form onSubmit={ask} className="mt-6 space-y-3 rounded-xl border border-line bg-panel p-4">
        <label htmlFor={fieldId} className="block text-sm font-medium">
          {assist.label}
        </label>
        <Textarea
          id={fieldId}
          value={asked}
          onChange={(e) => setAsked(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void ask(e);
          }}
          placeholder={assist.placeholder}
          rows={3}
          maxLength={2000}
        />
        <Button type="submit" disabled={busy || !asked.trim()}>
          {busy ? 'Thinking…' : assist.button}
        </Button>
      </form>
      {notice && (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {error}
        </p>
      )}
      {(answer || busy) && (
        <section aria-live="polite" aria-busy={busy} className="mt-6 rounded-xl border border-line bg-panel p-4">
          <p className="whitespace-pre-wrap">{answer || 'Thinking…'}</p>
          {!busy && answer && (
            <Button type="button" variant="outline" className="mt-4" onClick={keep}>
              Keep this
            </Button>
          )}
        </section>
      )}
      {kept.items.length > 0 && (
        <section aria-labelledby="kept-title" className="mt-8">
          <h2 id="kept-title" className="font-semibold">
            Kept
          </h2>
          <ul className="mt-3 space-y-3">
            {kept.items.map((item) => (
              <li key={item.id} className="rounded-xl border border-line bg-panel p-4">
                <p className="text-sm text-muted">{item.asked}</p>
                <p className="mt-2 whitespace-pre-wrap">{item.text}</p>
                <button
                  type="button"
                  onClick={() => void kept.remove(item.id).catch(() => undefined)}
                  className="mt-2 text-sm text-muted underline hover:text-ink"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

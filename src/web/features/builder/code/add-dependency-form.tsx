import { Loader2Icon, PlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { dependencyPanelTexts as texts } from '../../../../shared/builder-texts';
import { curatedNames } from '../../../../shared/packages';
import { Button } from '../../../components/ui/button';
import { FieldError, Input } from '../../../components/ui/input';

/**
 * Name and optional version; Enter in either field adds. The server's refusal (unknown package,
 * registry unreachable, frozen package.json, too many packages) shows under the fields as it is.
 */
export function AddDependencyForm({
  onAdd,
  pending,
  error,
}: {
  onAdd: (input: { name: string; version?: string }) => Promise<unknown>;
  pending: boolean;
  error: string | null;
}) {
  const [name, setName] = useState('');
  const [version, setVersion] = useState('');
  const id = useId();
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || pending) return;
    try {
      await onAdd({ name: trimmed, ...(version.trim() ? { version: version.trim() } : {}) });
      setName('');
      setVersion('');
    } catch {
      // Shown below from the mutation's error; the fields keep what was typed.
    }
  };

  return (
    <form onSubmit={submit} aria-label={texts.addTitle} className="@container space-y-2">
      {/* One row where there is room; on a narrow pane the name gets a row of its own. */}
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full @sm:w-auto @sm:flex-1">
          <label htmlFor={`${id}-name`} className="mb-1 block text-xs font-medium text-slate-600">
            {texts.nameLabel}
          </label>
          <Input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={texts.namePlaceholder}
            list={`${id}-ready-made`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-9 font-mono"
          />
          <datalist id={`${id}-ready-made`}>
            {curatedNames.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </div>
        <div className="min-w-0 flex-1 @sm:w-32 @sm:flex-none">
          <label htmlFor={`${id}-version`} className="mb-1 block text-xs font-medium text-slate-600">
            {texts.versionLabel}
          </label>
          <Input
            id={`${id}-version`}
            value={version}
            onChange={(event) => setVersion(event.target.value)}
            placeholder={texts.versionPlaceholder}
            autoComplete="off"
            spellCheck={false}
            className="h-9 font-mono"
          />
        </div>
        <Button type="submit" size="sm" className="h-9" disabled={pending || !name.trim()}>
          {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : <PlusIcon aria-hidden />}
          {pending ? texts.adding : texts.add}
        </Button>
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
    </form>
  );
}

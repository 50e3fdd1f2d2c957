import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { projectActionTexts } from '../../../shared/project-actions';
import { type ProjectSort, projectLimits, projectSorts } from '../../../shared/projects';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';

/** How long typing pauses before the list is asked again: one request per word, not per key. */
const searchDelayMs = 250;

/** Search by name and the order of the list; the URL holds both (useListParams). */
export function ProjectListControls({
  q,
  sort,
  onChange,
}: {
  q: string;
  sort: ProjectSort;
  onChange: (changes: { q?: string; sort?: ProjectSort }) => void;
}) {
  const searchId = useId();
  const [draft, setDraft] = useState(q);
  // Back/Forward or "Clear search" change the URL: the field follows.
  useEffect(() => setDraft(q), [q]);
  useEffect(() => {
    if (draft === q) return;
    const timer = setTimeout(() => onChange({ q: draft }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [draft, q, onChange]);

  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
      <div className="relative sm:w-64">
        <label htmlFor={searchId} className="sr-only">
          {projectActionTexts.searchLabel}
        </label>
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={searchId}
          type="search"
          value={draft}
          maxLength={projectLimits.nameMaxLength}
          placeholder={projectActionTexts.searchPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ q: draft });
          }}
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {draft ? (
          <button
            type="button"
            aria-label={projectActionTexts.clearSearch}
            onClick={() => {
              setDraft('');
              onChange({ q: '' });
            }}
            className="absolute top-1/2 right-2 inline-flex size-6 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <XIcon aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      <Select value={sort} onValueChange={(value) => onChange({ sort: value as ProjectSort })}>
        <SelectTrigger aria-label={projectActionTexts.sortLabel} className="sm:w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {projectSorts.map((option) => (
            <SelectItem key={option} value={option}>
              {projectActionTexts.sortOptions[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

import { versionDiffTexts } from '../../../../shared/version-diff-texts';

/** "+12 −3", read out as "12 added, 3 removed". */
export function ChangeCounts({ added, removed }: { added: number; removed: number }) {
  return (
    <span className="shrink-0 font-mono text-[11px] tabular-nums">
      <span className="sr-only">{versionDiffTexts.counts(added, removed)}</span>
      <span aria-hidden className="text-emerald-700">
        +{added}
      </span>{' '}
      <span aria-hidden className="text-red-700">
        −{removed}
      </span>
    </span>
  );
}

import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { recordsPageSize } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { Button } from '../../../components/ui/button';

/** Previous and next pages, with where this page is; nothing when one page holds everything. */
export function RecordsPager({
  offset,
  total,
  onOffset,
}: {
  offset: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  if (total <= recordsPageSize) return null;
  return (
    <div className="flex items-center justify-end gap-2 border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">
      <span className="tabular-nums">
        {appDataTexts.range(offset + 1, Math.min(offset + recordsPageSize, total), total)}
      </span>
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={appDataTexts.previousPage}
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - recordsPageSize))}
      >
        <ChevronLeftIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={appDataTexts.nextPage}
        disabled={offset + recordsPageSize >= total}
        onClick={() => onOffset(offset + recordsPageSize)}
      >
        <ChevronRightIcon aria-hidden />
      </Button>
    </div>
  );
}

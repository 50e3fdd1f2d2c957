import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { recordsPageSize } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { Button } from '../../../components/ui/button';

/** Previous and next pages, with where this page is; nothing when one page holds everything. */
export function RecordsPager({
  offset,
  total,
  onOffset,
  pageSize = recordsPageSize,
}: {
  offset: number;
  total: number;
  onOffset: (offset: number) => void;
  pageSize?: number;
}) {
  if (total <= pageSize) return null;
  return (
    <div className="flex items-center justify-end gap-2 border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">
      <span className="tabular-nums">{appDataTexts.range(offset + 1, Math.min(offset + pageSize, total), total)}</span>
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={appDataTexts.previousPage}
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        <ChevronLeftIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={appDataTexts.nextPage}
        disabled={offset + pageSize >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        <ChevronRightIcon aria-hidden />
      </Button>
    </div>
  );
}

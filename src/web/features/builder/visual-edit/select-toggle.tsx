import { MousePointerClickIcon } from 'lucide-react';
import { visualEditTexts } from '../../../../shared/file-edits/visual-edit-texts';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { VisualEditor } from './use-visual-editor';

/** The Select toggle over the preview: on, the preview outlines and picks elements. */
export function SelectToggle({ visual, compact }: { visual: VisualEditor; compact?: boolean }) {
  const { selecting, setSelecting } = visual.select;
  return (
    <button
      type="button"
      aria-pressed={selecting}
      aria-label={compact ? visualEditTexts.select : undefined}
      title={visualEditTexts.selectHint}
      onClick={() => setSelecting(!selecting)}
      className={cn(
        buttonVariants({ variant: selecting ? 'primary' : 'outline', size: compact ? 'iconSm' : 'sm' }),
        !compact && '@max-[26rem]:w-8 @max-[26rem]:px-0',
      )}
    >
      <MousePointerClickIcon aria-hidden />
      {compact ? null : <span className="hidden @min-[26rem]:inline">{visualEditTexts.select}</span>}
    </button>
  );
}

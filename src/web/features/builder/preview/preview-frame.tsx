import { previewDevices } from '../../../../shared/app-template';
import { previewTexts } from '../../../../shared/preview-texts';
import { cn } from '../../../lib/cn';
import type { PreviewController } from './use-preview-controller';

/**
 * The built app in a frame on its own origin. Same-origin is allowed only because that origin
 * is the preview's, never the builder's; top navigation is not, so an app cannot take the tab.
 */
export function PreviewFrame({ controller, projectName }: { controller: PreviewController; projectName: string }) {
  const width = previewDevices.find((d) => d.id === controller.device)?.width ?? null;
  if (!controller.src) return null;
  return (
    <div className={cn('flex h-full justify-center overflow-auto', width && 'bg-slate-200/70 p-4')}>
      <iframe
        key={controller.frameKey}
        ref={controller.visual.frameRef}
        src={controller.src}
        title={previewTexts.frameTitle(projectName)}
        sandbox="allow-scripts allow-forms allow-popups allow-modals allow-same-origin"
        referrerPolicy="no-referrer"
        className={cn('h-full w-full bg-white', width && 'shrink-0 rounded-xl border border-slate-300 shadow-xl')}
        style={width ? { width, maxWidth: '100%' } : undefined}
      />
    </div>
  );
}

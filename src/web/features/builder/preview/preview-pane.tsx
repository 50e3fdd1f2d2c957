import { MonitorIcon } from 'lucide-react';
import { builderTexts } from '../../../../shared/builder-texts';
import { DemoPreview } from '../demo/demo-preview';
import type { BuilderSession } from '../session/builder-session';
import { VisualEditLayer } from '../visual-edit/element-panel';
import { BuildOverlay } from './build-overlay';
import { PreviewFrame } from './preview-frame';
import { PreviewProblem } from './preview-problem';
import type { PreviewController } from './use-preview-controller';

/** The preview area: the built app when there is one, else an empty state; the build overlay on top. */
export function PreviewPane({ session, controller }: { session: BuilderSession; controller: PreviewController }) {
  const showDemoApp = session.isDemo && session.files.length > 0;
  return (
    <div className="relative h-full min-h-0 overflow-hidden bg-slate-100">
      {showDemoApp ? (
        <DemoPreview />
      ) : controller.src ? (
        <PreviewFrame controller={controller} projectName={session.project.name} />
      ) : (
        <EmptyPreview />
      )}
      {controller.visual.enabled && controller.src ? (
        <VisualEditLayer visual={controller.visual} files={session.files} />
      ) : null}
      {session.buildProgress === null ? <PreviewProblem session={session} controller={controller} /> : null}
      {session.buildProgress !== null ? (
        <BuildOverlay progress={session.buildProgress} step={session.buildStep} />
      ) : null}
    </div>
  );
}

function EmptyPreview() {
  return (
    <div className="flex h-full flex-col items-center justify-center bg-[radial-gradient(circle_at_1px_1px,rgb(148_163_184/0.35)_1px,transparent_0)] bg-[size:20px_20px] px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl border border-slate-200 bg-white text-slate-400 shadow-sm">
        <MonitorIcon aria-hidden className="size-7" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">{builderTexts.noPreviewTitle}</h3>
      <p className="mt-1 max-w-xs text-sm text-slate-500">{builderTexts.noPreviewBody}</p>
    </div>
  );
}

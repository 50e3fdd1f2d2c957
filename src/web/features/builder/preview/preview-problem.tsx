import { AlertTriangleIcon, SparklesIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { previewTexts } from '../../../../shared/preview-texts';
import { projectLimits } from '../../../../shared/projects';
import { Button } from '../../../components/ui/button';
import type { BuilderSession } from '../session/builder-session';
import { PlatformNotice } from './platform-notice';
import type { PreviewController } from './use-preview-controller';

/** A build or runtime error under the preview, with the text and (for the owner) a fix request. */
export function PreviewProblem({ session, controller }: { session: BuilderSession; controller: PreviewController }) {
  const [sending, setSending] = useState(false);
  const problem = controller.problem;
  if (!problem) return null;
  if (problem.kind === 'platform')
    return <PlatformNotice details={problem.details} showsLastGood={controller.showsLastGood} />;
  const { kind } = problem;
  const fix = async () => {
    setSending(true);
    const { model, customInstructions } = session.project;
    const content = previewTexts.fixPrompt(kind, problem.details).slice(0, projectLimits.chatCounter);
    await session.send({ content, model, discussMode: false, customInstructions }).catch(() => {});
    setSending(false);
  };
  return (
    <div
      role="alert"
      className="absolute inset-x-3 bottom-3 z-10 rounded-xl border border-red-200 bg-white p-3 shadow-lg"
    >
      <div className="flex items-start gap-2.5">
        <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">
            {problem.kind === 'build' ? previewTexts.buildFailedTitle : previewTexts.runtimeErrorTitle}
          </p>
          {controller.showsLastGood ? <p className="text-xs text-slate-500">{previewTexts.showingLastGood}</p> : null}
          <pre className="mt-2 max-h-28 overflow-auto rounded-lg bg-red-50 px-2.5 py-2 font-mono text-xs whitespace-pre-wrap text-red-900">
            {problem.details}
          </pre>
        </div>
        {problem.kind === 'runtime' ? (
          <button
            type="button"
            aria-label={previewTexts.dismiss}
            onClick={controller.dismissRuntimeError}
            className="cursor-pointer rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <XIcon aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      {session.project.canEdit ? (
        <div className="mt-2 flex justify-end">
          <Button size="sm" variant="gradient" onClick={fix} disabled={sending || session.replyPending}>
            <SparklesIcon aria-hidden />
            {previewTexts.fixWithAi}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

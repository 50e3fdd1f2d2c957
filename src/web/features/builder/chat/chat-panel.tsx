import { EyeIcon, MessageSquareTextIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { chatTexts } from '../../../../shared/builder-chat-texts';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { QueuedMessages } from '../collaboration/queued-messages';
import type { BuilderSession } from '../session/builder-session';
import { useComposerPrefill } from '../session/composer-prefill';
import { AiControlsDialog } from './ai-controls-dialog';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { ModelPicker } from './model-picker';
import { RetryButton } from './retry-button';
import { TokenMeter } from './token-meter';
import { useChatSettings } from './use-chat-settings';
import { useVersions, VersionActions } from './version-actions';

function ViewOnlyNote() {
  return (
    <div className="shrink-0 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
      <p className="flex items-center gap-2 font-medium text-slate-800">
        <EyeIcon className="size-4" aria-hidden />
        {chatTexts.viewOnly}
      </p>
      <p className="mt-0.5 text-xs text-slate-500">{chatTexts.viewOnlyNote}</p>
    </div>
  );
}

/** The builder's left panel: the conversation with the AI and the controls that shape its next turn. */
export function ChatPanel({ session }: { session: BuilderSession }) {
  const settings = useChatSettings(session);
  const versions = useVersions(session);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const discussId = useId();
  const canEdit = session.project.canEdit;
  const discussLabel = settings.discussMode ? chatTexts.discussOn : chatTexts.discussOff;

  const pickExample = (text: string) => {
    setDraft(text);
    inputRef.current?.focus();
  };
  // "Ask AI about this element": the element goes first, the question is typed after it. An empty
  // prefill only brings the chat into view (a "Fix with AI" request sends its own message).
  useComposerPrefill((text) => {
    if (!text) return;
    setDraft((current) => (current.trim() ? `${text}\n${current}` : text));
    inputRef.current?.focus();
  });

  return (
    <section aria-labelledby={`${discussId}-title`} className="flex h-full min-h-0 flex-col bg-white">
      <header className="shrink-0 space-y-3 border-b border-slate-200 px-4 py-3">
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2.5">
            <span
              aria-hidden
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600"
            >
              <MessageSquareTextIcon className="size-4" />
            </span>
            <h2 id={`${discussId}-title`} className="truncate text-base font-semibold text-slate-900">
              {chatTexts.title}
            </h2>
          </div>
          <div className="flex items-center gap-3">
            {canEdit && !session.isDemo && (
              <TokenMeter turns={session.messages.length} workspaceId={session.project.workspaceId} />
            )}
            <AiControlsDialog session={session} />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <ModelPicker value={settings.model} onChange={settings.chooseModel} disabled={!canEdit} />
          <div className="flex min-w-0 items-center gap-2">
            <Switch
              id={discussId}
              checked={settings.discussMode}
              onCheckedChange={settings.chooseDiscussMode}
              disabled={!canEdit}
              title={chatTexts.discussHint}
              className="disabled:cursor-not-allowed disabled:opacity-60"
            />
            <label
              htmlFor={discussId}
              className={cn(
                'truncate text-sm',
                settings.discussMode ? 'font-medium text-accent-500' : 'text-slate-600',
                !canEdit && 'opacity-60',
                canEdit && 'cursor-pointer',
              )}
            >
              {discussLabel}
            </label>
          </div>
        </div>
      </header>

      <MessageList
        messages={session.messages}
        replyPending={session.replyPending}
        onExample={canEdit ? pickExample : undefined}
        footerFor={(message) => (
          <>
            {versions.data ? (
              <VersionActions session={session} message={message} versions={versions.data.versions} />
            ) : null}
            {message.id === session.retryableMessageId ? <RetryButton session={session} /> : null}
          </>
        )}
      />

      <QueuedMessages session={session} />
      {canEdit ? (
        <ChatComposer
          session={session}
          settings={settings}
          draft={draft}
          onDraftChange={setDraft}
          inputRef={inputRef}
        />
      ) : (
        <ViewOnlyNote />
      )}
    </section>
  );
}

import { ArrowUpIcon, ListPlusIcon, Loader2Icon, PaperclipIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { chatTexts } from '../../../../shared/builder-chat-texts';
import { collaborationTexts } from '../../../../shared/collaboration';
import { knowledgePickerAccept } from '../../../../shared/knowledge';
import { cn } from '../../../lib/cn';
import type { BuilderSession } from '../session/builder-session';
import { prefillComposer } from '../session/composer-prefill';
import { useChatSendRequest } from './chat-send-request';
import { canSend, formatCounter, isOverCounter, sendsOnKey } from './composer-rules';
import { KnowledgeChips } from './knowledge-chips';
import { StopButton } from './stop-button';
import type { ChatSettings } from './use-chat-settings';
import { useKnowledgeFiles } from './use-knowledge-files';

const minHeight = 44;
const maxHeight = 120;

/** The message box: Enter sends, Shift+Enter adds a line; knowledge files ride along as chips. */
export function ChatComposer({
  session,
  settings,
  draft,
  onDraftChange,
  inputRef,
}: {
  session: BuilderSession;
  settings: ChatSettings;
  draft: string;
  onDraftChange: (text: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const [sending, setSending] = useState(false);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const knowledge = useKnowledgeFiles(session);
  // While a reply is written, a member's message waits in the project's queue instead.
  const queues = session.replyPending && Boolean(session.collaboration);
  const busy = sending || (session.replyPending && !queues);
  const ready = canSend(draft, busy);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    // An empty box needs no measuring (measuring lays out the whole builder, as it first shows).
    el.style.height = `${draft ? Math.min(Math.max(el.scrollHeight, minHeight), maxHeight) : minHeight}px`;
  }, [draft]);

  const deliver = (content: string) => {
    const input = {
      content,
      model: settings.model,
      discussMode: settings.discussMode,
      customInstructions: session.project.customInstructions,
    };
    return queues && session.collaboration ? session.collaboration.enqueue(input) : session.send(input);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend(draft, busy)) return;
    setSending(true);
    try {
      await deliver(draft.trim());
      // Cleared only once sent: a failed send (toasted by the session) keeps what was typed.
      onDraftChange('');
    } catch {
      // The session has shown the spec's toast.
    } finally {
      setSending(false);
      inputRef.current?.focus();
    }
  };

  // A message asked for elsewhere ("Fix with AI") goes as it is, leaving the draft alone; when it
  // cannot go now (a reply is on its way) or its send fails, it waits in the box instead.
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  const keep = (text: string) => {
    const current = latestDraft.current;
    onDraftChange(current.trim() ? `${text}\n${current}` : text);
  };
  useChatSendRequest((text) => {
    // On a phone the chat is a tab of its own: an empty prefill brings it into view.
    prefillComposer('');
    if (!canSend(text, busy)) {
      keep(text);
      return;
    }
    setSending(true);
    deliver(text.trim())
      .catch(() => keep(text))
      .finally(() => setSending(false));
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      void send();
    }
  };

  const onPick = () => {
    const picked = Array.from(fileInput.current?.files ?? []);
    // Cleared so picking the same file again still fires a change.
    if (fileInput.current) fileInput.current.value = '';
    if (picked.length) void knowledge.upload(picked);
  };

  const over = isOverCounter(draft);

  return (
    <form onSubmit={send} className="shrink-0 border-t border-slate-200 bg-white p-3">
      <div className="rounded-2xl border border-slate-300 bg-white shadow-xs transition focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/20">
        <label htmlFor={id} className="sr-only">
          {chatTexts.inputLabel}
        </label>
        <textarea
          id={id}
          ref={inputRef}
          rows={1}
          value={draft}
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={chatTexts.inputPlaceholder}
          aria-describedby={`${id}-hint ${id}-counter`}
          style={{ minHeight, maxHeight }}
          className="block w-full resize-none bg-transparent px-3.5 pt-3 pb-1 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
        <KnowledgeChips
          files={knowledge.files}
          pending={knowledge.pending}
          removing={knowledge.removing}
          onRemove={(file) => void knowledge.remove(file)}
          canRemove
        />
        <div className="flex items-center gap-2 px-2 pb-2">
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={knowledgePickerAccept}
            onChange={onPick}
            className="hidden"
            tabIndex={-1}
          />
          <button
            type="button"
            aria-label={chatTexts.upload}
            title={chatTexts.upload}
            onClick={() => fileInput.current?.click()}
            className="inline-flex size-8 cursor-pointer items-center justify-center rounded-lg text-slate-500 transition hover:bg-slate-100 hover:text-slate-800"
          >
            {knowledge.pending.length ? (
              <Loader2Icon className="size-4 animate-spin" aria-hidden />
            ) : (
              <PaperclipIcon className="size-4" aria-hidden />
            )}
          </button>
          <p id={`${id}-hint`} className="hidden min-w-0 truncate text-xs text-slate-400 sm:block">
            {chatTexts.inputHint}
          </p>
          <span
            id={`${id}-counter`}
            className={cn(
              'ml-auto shrink-0 text-xs tabular-nums',
              over ? 'font-medium text-amber-600' : 'text-slate-400',
            )}
          >
            {formatCounter(draft)}
          </span>
          {session.replyPending && session.stop ? <StopButton stop={session.stop} /> : null}
          {session.replyPending && session.stop && !queues ? null : (
            <button
              type="submit"
              aria-label={queues ? collaborationTexts.queueSend : chatTexts.send}
              title={queues ? collaborationTexts.queueSend : undefined}
              disabled={!ready}
              className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg bg-gradient-to-r from-brand-500 to-accent-500 text-white shadow-sm transition hover:brightness-110 disabled:cursor-not-allowed disabled:from-slate-300 disabled:to-slate-300 disabled:shadow-none"
            >
              {sending ? (
                <Loader2Icon className="size-4 animate-spin" aria-hidden />
              ) : queues ? (
                <ListPlusIcon className="size-4" aria-hidden />
              ) : (
                <ArrowUpIcon className="size-4" aria-hidden />
              )}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}

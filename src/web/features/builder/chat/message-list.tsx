import { SparklesIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { chatTexts } from '../../../../shared/builder-chat-texts';
import { cn } from '../../../lib/cn';
import type { BuilderMessage } from '../session/builder-session';
import { AgentSteps } from './agent-steps';
import { MessageContent } from './message-content';

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
};

function AssistantAvatar() {
  return (
    <span
      aria-hidden
      className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-sm"
    >
      <SparklesIcon className="size-3.5" />
    </span>
  );
}

function MessageItem({ message, footer }: { message: BuilderMessage; footer?: ReactNode }) {
  const mine = message.role === 'user';
  const time = timeOf(message.createdAt);
  return (
    <li className={cn('flex gap-2.5', mine ? 'justify-end' : 'justify-start')}>
      {mine ? null : <AssistantAvatar />}
      <div className={cn('flex max-w-[85%] min-w-0 flex-col', mine ? 'items-end' : 'items-start')}>
        <span className="sr-only">{mine ? chatTexts.you : chatTexts.assistant}:</span>
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed',
            mine
              ? 'rounded-br-md bg-brand-600 text-white shadow-sm shadow-brand-600/20 [&_code]:bg-white/20'
              : 'rounded-bl-md bg-slate-100 text-slate-800',
          )}
          data-role={message.role}
        >
          {mine ? (
            <p className="whitespace-pre-wrap break-words">{message.content}</p>
          ) : (
            <>
              {message.steps?.length ? (
                <AgentSteps steps={message.steps} running={Boolean(message.running)} working={message.working} />
              ) : null}
              {message.content ? <MessageContent content={message.content} /> : null}
            </>
          )}
        </div>
        {footer}
        {time ? (
          <time dateTime={message.createdAt} className="mt-1 px-1 text-[11px] text-slate-400">
            {time}
          </time>
        ) : null}
      </div>
    </li>
  );
}

function ThinkingIndicator() {
  return (
    <li className="flex gap-2.5">
      <AssistantAvatar />
      <div
        role="status"
        className="flex items-center gap-2 rounded-2xl rounded-bl-md bg-slate-100 px-3.5 py-2.5 text-sm text-slate-600"
      >
        <span className="flex gap-1" aria-hidden>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 animate-bounce rounded-full bg-brand-500"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        {chatTexts.thinking}
      </div>
    </li>
  );
}

function EmptyState({ onExample }: { onExample?: (text: string) => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center px-6 py-10 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/25">
        <SparklesIcon className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">{chatTexts.emptyTitle}</h3>
      <p className="mt-1 max-w-xs text-sm text-slate-500">{chatTexts.emptyHint}</p>
      {onExample ? (
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {chatTexts.emptyExamples.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => onExample(example)}
              className="cursor-pointer rounded-full border border-slate-200 bg-white px-3 py-1 text-xs text-slate-700 transition hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
            >
              {example}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The conversation, newest at the bottom. It follows new messages (and the demo's word-by-word
 * typing) unless the reader has scrolled up to read something older.
 */
export function MessageList({
  messages,
  replyPending,
  onExample,
  footerFor,
}: {
  messages: BuilderMessage[];
  replyPending: boolean;
  onExample?: (text: string) => void;
  /** Shown under an assistant reply (its version, for a real project). */
  footerFor?: (message: BuilderMessage) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const last = messages.at(-1);
  const lastIsMine = last?.role === 'user';

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the visible conversation grows
  useEffect(() => {
    const el = scrollRef.current;
    // Your own new message always brings you down to it.
    if (!el || !(following.current || lastIsMine)) return;
    // Measured in the next frame, once for however many updates a burst of a reply brings:
    // reading the height at each one made the browser lay the page out again each time.
    const frame = requestAnimationFrame(() => el.scrollTo({ top: el.scrollHeight }));
    return () => cancelAnimationFrame(frame);
  }, [messages.length, last?.content, last?.steps?.length, replyPending, lastIsMine]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };

  return (
    <div ref={scrollRef} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
      {messages.length === 0 && !replyPending ? (
        <EmptyState onExample={onExample} />
      ) : (
        <div role="log" aria-label="Conversation">
          <ol className="flex flex-col gap-4">
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                footer={message.role === 'assistant' ? footerFor?.(message) : undefined}
              />
            ))}
            {/* Once the reply's first words arrive, they stand in for the indicator. */}
            {replyPending && last?.role !== 'assistant' ? <ThinkingIndicator /> : null}
          </ol>
        </div>
      )}
    </div>
  );
}

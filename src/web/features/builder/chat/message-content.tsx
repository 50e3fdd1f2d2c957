import { Fragment } from 'react';
import { inlineSpans, splitMessage, textBlocks } from './message-segments';

function InlineText({ text }: { text: string }) {
  return inlineSpans(text).map((span, i) => {
    // biome-ignore-start lint/suspicious/noArrayIndexKey: spans have no identity beyond their order
    if (span.kind === 'code') {
      return (
        <code key={i} className="rounded bg-slate-200/70 px-1 py-px font-mono text-[0.85em]">
          {span.text}
        </code>
      );
    }
    if (span.kind === 'bold') {
      return (
        <strong key={i} className="font-semibold">
          {span.text}
        </strong>
      );
    }
    return <Fragment key={i}>{span.text}</Fragment>;
    // biome-ignore-end lint/suspicious/noArrayIndexKey: spans have no identity beyond their order
  });
}

/** Replies as paragraphs, "- " lists, `inline code`, **bold** and ``` code blocks: the markdown the assistant uses. */
export function MessageContent({ content }: { content: string }) {
  return (
    <div className="space-y-2">
      {splitMessage(content).flatMap((segment, i) =>
        segment.kind === 'code' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their order
          <pre key={i} className="overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs text-slate-100">
            {segment.language ? (
              <span className="mb-1 block text-[10px] tracking-wide text-slate-400 uppercase">{segment.language}</span>
            ) : null}
            <code>{segment.code}</code>
          </pre>
        ) : (
          textBlocks(segment.text).map((block, j) =>
            block.kind === 'list' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their order
              <ul key={`${i}-${j}`} className="list-disc space-y-1 pl-5 marker:text-slate-400">
                {block.items.map((item, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond their order
                  <li key={k} className="break-words">
                    <InlineText text={item} />
                  </li>
                ))}
              </ul>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their order
              <p key={`${i}-${j}`} className="whitespace-pre-wrap break-words">
                <InlineText text={block.text} />
              </p>
            ),
          )
        ),
      )}
    </div>
  );
}

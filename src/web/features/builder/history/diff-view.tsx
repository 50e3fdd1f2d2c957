import { useMemo } from 'react';
import { versionDiffTexts } from '../../../../shared/version-diff-texts';
import { cn } from '../../../lib/cn';
import { type DiffLine, diffLineList, splitRows, withContext } from './diff-rows';
import { highlightLines, type Token } from './highlight-lines';
import '../editor/syntax-colours.css';

export type DiffLayout = 'unified' | 'split';

const rowTone = { same: '', add: 'bg-emerald-50', del: 'bg-red-50' } as const;
const sign = { same: ' ', add: '+', del: '−' } as const;
const numberText = 'select-none px-2 text-right align-top text-slate-400 tabular-nums';
// Unified: as narrow as the numbers; side by side the columns set the width.
const numberCell = `w-px ${numberText}`;
const codeCell = 'whitespace-pre px-2 align-top text-slate-800';
// Side by side each half is narrow: long lines wrap rather than hide.
const splitCodeCell = 'whitespace-pre-wrap break-all px-2 align-top text-slate-800';

function Code({ tokens }: { tokens: Token[] | undefined }) {
  return (
    <>
      {(tokens ?? []).map((token, i) =>
        token.classes ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens of one line never move
          <span key={i} className={token.classes}>
            {token.text}
          </span>
        ) : (
          token.text
        ),
      )}
    </>
  );
}

function Gap({ count, span }: { count: number; span: number }) {
  return (
    <tr className="bg-slate-50 text-slate-500">
      <td colSpan={span} className="px-3 py-1 text-xs italic">
        ⋯ {versionDiffTexts.hidden(count)}
      </td>
    </tr>
  );
}

/** One changed file, unified or side by side, coloured as the code view colours it. */
export function DiffView({
  path,
  before,
  after,
  layout,
}: {
  path: string;
  before: string | null;
  after: string | null;
  layout: DiffLayout;
}) {
  const items = useMemo(() => withContext(diffLineList(before ?? '', after ?? '')), [before, after]);
  const oldTokens = useMemo(() => highlightLines(path, before ?? ''), [path, before]);
  const newTokens = useMemo(() => highlightLines(path, after ?? ''), [path, after]);
  const tokensOf = (line: DiffLine) =>
    line.kind === 'add' ? newTokens[(line.newNo ?? 1) - 1] : oldTokens[(line.oldNo ?? 1) - 1];
  const marker = (line: DiffLine) => (
    <span aria-hidden className={cn('mr-2', line.kind === 'add' ? 'text-emerald-700' : 'text-red-700')}>
      {sign[line.kind]}
    </span>
  );

  if (layout === 'unified') {
    return (
      <table className="w-full border-collapse font-mono text-xs leading-5">
        <tbody>
          {items.map((item, i) =>
            item.kind === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt whole for each file
              <Gap key={i} count={item.count} span={3} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt whole for each file
              <tr key={i} className={rowTone[item.kind]} data-change={item.kind}>
                <td className={numberCell}>{item.oldNo ?? ''}</td>
                <td className={numberCell}>{item.newNo ?? ''}</td>
                <td className={codeCell}>
                  {marker(item)}
                  <Code tokens={tokensOf(item)} />
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    );
  }
  return (
    <table className="w-full table-fixed border-collapse font-mono text-xs leading-5">
      {/* Narrow number columns; the two code halves share the rest. */}
      <colgroup>
        <col className="w-12" />
        <col />
        <col className="w-12" />
        <col />
      </colgroup>
      <thead className="sr-only">
        <tr>
          <th colSpan={2}>{versionDiffTexts.before}</th>
          <th colSpan={2}>{versionDiffTexts.after}</th>
        </tr>
      </thead>
      <tbody>
        {splitRows(items).map((row, i) =>
          row.kind === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt whole for each file
            <Gap key={i} count={row.count} span={4} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt whole for each file
            <tr key={i}>
              <td className={cn(numberText, row.left && rowTone[row.left.kind])}>{row.left?.oldNo ?? ''}</td>
              <td
                className={cn(splitCodeCell, 'border-r border-slate-200', row.left && rowTone[row.left.kind])}
                data-change={row.left?.kind}
              >
                {row.left ? <Code tokens={tokensOf(row.left)} /> : null}
              </td>
              <td className={cn(numberText, row.right && rowTone[row.right.kind])}>{row.right?.newNo ?? ''}</td>
              <td className={cn(splitCodeCell, row.right && rowTone[row.right.kind])} data-change={row.right?.kind}>
                {row.right ? <Code tokens={tokensOf(row.right)} /> : null}
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

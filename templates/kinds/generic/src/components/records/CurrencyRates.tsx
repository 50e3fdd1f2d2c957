import { ArrowRightLeftIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { RecordSchema } from '../../schema';
import { Input } from '../ui/input';
import { type SavedRecord, titleOf } from './fields';
import { LiveNotice } from './LiveNotice';
import { getJson, useLive } from './live';

interface Rates {
  date: string;
  rates: Record<string, number>;
}

// The currencies the European Central Bank publishes reference rates for, as Frankfurter serves them.
const PUBLISHED = new Set(
  'AUD BGN BRL CAD CHF CNY CZK DKK EUR GBP HKD HUF IDR ILS INR ISK JPY KRW MXN MYR NOK NZD PHP PLN RON SEK SGD THB TRY USD ZAR'.split(
    ' ',
  ),
);

/** A record's title as a currency code ("eur" is EUR), or null when no rates are published for it. */
const codeOf = (record: SavedRecord, schema: RecordSchema) => {
  const code = titleOf(record, schema).trim().toUpperCase();
  return PUBLISHED.has(code) ? code : null;
};

/**
 * A converter between the pinned currencies (the records' titles) at today's rates, fetched live by
 * the browser from Frankfurter (the European Central Bank's reference rates, free, no key).
 */
export function CurrencyRates({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const id = useId();
  const codes = [...new Set(records.map((r) => codeOf(r, schema)).filter((c): c is string => c !== null))];
  const unknown = records.filter((r) => codeOf(r, schema) === null).map((r) => titleOf(r, schema));
  const [amount, setAmount] = useState('100');
  const [chosen, setChosen] = useState<string | null>(null);
  const from = chosen && codes.includes(chosen) ? chosen : (codes[0] ?? 'EUR');
  const others = codes.filter((c) => c !== from);
  const live = useLive(`rates:${from}:${others.join(',')}`, () =>
    others.length === 0
      ? Promise.resolve<Rates>({ date: '', rates: {} })
      : getJson<Rates>(`https://api.frankfurter.app/latest?from=${from}&to=${others.join(',')}`),
  );
  const value = Number(amount.replace(',', '.'));
  const format = (code: string, n: number) =>
    new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).format(n);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-line bg-panel p-4 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-lg">
        <ArrowRightLeftIcon aria-hidden="true" className="size-5 text-brand-600" />
        Convert
      </h2>
      <LiveNotice live={live} what="exchange rates" />
      {unknown.length > 0 && (
        <p className="text-muted text-sm">{`No rates are published for ${unknown.join(', ')}: pin a three-letter code such as EUR, USD or JPY.`}</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={`${id}-amount`} className="grid gap-1 text-sm font-medium">
          Amount
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className="w-40"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          From
          <select
            value={from}
            onChange={(e) => setChosen(e.target.value)}
            className="h-9 rounded-md border border-input bg-panel px-3 font-normal"
          >
            {(codes.length ? codes : ['EUR']).map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </label>
      </div>
      {others.length === 0 ? (
        <p className="text-muted text-sm">{`Pin two or more ${schema.plural.toLowerCase()} below to convert between them.`}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-live="polite">
          {others.map((code) => {
            const rate = live.data?.rates[code];
            return (
              <li key={code} className="rounded-lg border border-line bg-surface p-3">
                <p className="text-muted text-sm">{code}</p>
                <p className="font-bold text-2xl tabular-nums">
                  {rate !== undefined && Number.isFinite(value) ? format(code, value * rate) : live.loading ? '…' : '–'}
                </p>
                {rate !== undefined && <p className="text-muted text-xs">{`1 ${from} = ${rate.toFixed(4)} ${code}`}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-muted text-xs">
        {live.data?.date ? `Reference rates of ${live.data.date} from ` : 'Reference rates from '}
        <a href="https://frankfurter.dev/" className="underline">
          Frankfurter
        </a>
        .
      </p>
    </section>
  );
}

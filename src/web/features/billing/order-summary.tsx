import type { PriceLine } from '../../../shared/plans';

interface Order {
  email: string;
  planName: string;
  isAnnual: boolean;
  boost: string | null;
  lines: PriceLine[];
  total: number;
  trialDays: number;
}

/** Plan, interval, boost, total and trial of a sandbox order, line by line. */
export function OrderSummary({ order }: { order: Order }) {
  const period = order.isAnnual ? 'year' : 'month';
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Plan</dt>
        <dd className="text-right font-medium text-slate-900">{order.planName}</dd>
        <dt className="text-slate-500">Billing</dt>
        <dd className="text-right font-medium text-slate-900">{order.isAnnual ? 'Annually' : 'Monthly'}</dd>
        <dt className="text-slate-500">Token boost</dt>
        <dd className="text-right font-medium text-slate-900">{order.boost ?? 'None'}</dd>
        <dt className="text-slate-500">Email</dt>
        <dd className="truncate text-right font-medium text-slate-900">{order.email}</dd>
      </dl>
      <ul className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm">
        {order.lines.map((line) => (
          <li key={line.label} className="flex justify-between gap-4 text-slate-700">
            <span>{line.label}</span>
            <span>
              ${line.amount}/{period}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className="font-semibold text-slate-900">Total</span>
        <span className="text-2xl font-bold text-slate-900" data-testid="order-total">
          ${order.total}/{period}
        </span>
      </div>
      {order.trialDays > 0 && (
        <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {order.trialDays}-day free trial, no card required: $0 due today, then ${order.total} per {period}.
        </p>
      )}
    </div>
  );
}

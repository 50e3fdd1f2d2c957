import { ShoppingBagIcon } from 'lucide-react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { servicesPanelTexts as texts } from '../../../../shared/app-services/panel-texts';
import { formatAmount, type OrderStatus, orderStatuses } from '../../../../shared/app-services/payments';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { LoadingLine } from '../database/loading-line';
import { LoadError, ServiceCard } from './service-parts';
import { type OrderRecord, ordersShown } from './services-api';
import { useOrders } from './use-services';

const statusTone: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  paid: 'bg-emerald-100 text-emerald-700',
  failed: 'bg-red-100 text-red-700',
  refunded: 'bg-sky-100 text-sky-700',
  canceled: 'bg-slate-100 text-slate-600',
  expired: 'bg-slate-100 text-slate-600',
};

interface OrderLineView {
  name: string;
  quantity: number;
}

/** An order as the tab reads it: the server writes these, but the owner may have edited one by hand. */
function orderOf(record: OrderRecord) {
  const data = record.data as Record<string, unknown>;
  const status = orderStatuses.find((s) => s === data.status) ?? null;
  const lines: OrderLineView[] = Array.isArray(data.items)
    ? data.items.map((item: { name?: unknown; quantity?: unknown }) => ({
        name: typeof item?.name === 'string' ? item.name : '?',
        quantity: typeof item?.quantity === 'number' ? item.quantity : 1,
      }))
    : [];
  const total =
    typeof data.amountTotal === 'number' && typeof data.currency === 'string'
      ? formatAmount(data.amountTotal, data.currency)
      : '—';
  // A test checkout took no money, whatever its status says: the owner must not ship on it.
  return { id: record.id, createdAt: record.createdAt, status, lines, total, test: data.provider === 'sandbox' };
}

function linesSummary(lines: OrderLineView[]) {
  const [first, second, ...rest] = lines.map((line) =>
    line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
  );
  if (!first) return '—';
  const named = second ? `${first}, ${second}` : first;
  return rest.length ? `${named} ${texts.more(rest.length)}` : named;
}

/** The environment's newest orders, with their status and total. */
export function OrdersList({ projectId, env }: { projectId: string; env: AppDataEnvironment }) {
  const orders = useOrders(projectId, env);
  const page = orders.data;
  return (
    <ServiceCard title={texts.ordersTitle} hint={page ? texts.ordersHint(ordersShown, page.total) : undefined}>
      {orders.isError && !page ? (
        <LoadError
          message={texts.ordersLoadFailed}
          detail={orders.error.message}
          onRetry={() => void orders.refetch()}
        />
      ) : !page ? (
        <LoadingLine />
      ) : page.items.length === 0 ? (
        <div className="flex flex-col items-center px-4 py-6 text-center">
          <span className="flex size-10 items-center justify-center rounded-xl border border-slate-200 bg-white text-slate-400 shadow-sm">
            <ShoppingBagIcon aria-hidden className="size-5" />
          </span>
          <p className="mt-3 max-w-sm text-sm text-slate-500">{texts.noOrders}</p>
        </div>
      ) : (
        <ul
          aria-label={texts.ordersTitle}
          className={cn(
            'divide-y divide-slate-100 rounded-lg border border-slate-200',
            orders.isPlaceholderData && 'opacity-60',
          )}
        >
          {page.items.map((record) => {
            const order = orderOf(record);
            return (
              <li key={order.id} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{linesSummary(order.lines)}</p>
                  <p className="text-xs text-slate-500">
                    {texts.when(order.createdAt)}
                    {order.test && ` · ${texts.testOrder}`}
                  </p>
                </div>
                <Badge
                  className={cn('px-2 font-medium', order.status ? statusTone[order.status] : statusTone.canceled)}
                >
                  {order.status ? texts.statuses[order.status] : texts.unknownStatus}
                </Badge>
                <span className="w-20 shrink-0 text-right text-sm font-semibold text-slate-900 tabular-nums">
                  {order.total}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </ServiceCard>
  );
}

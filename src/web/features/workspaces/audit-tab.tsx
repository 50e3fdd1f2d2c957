import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { auditTexts } from '../../../shared/workspace-texts';
import { Button, buttonVariants } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { SettingsCard } from '../../components/ui/settings-card';
import { cn } from '../../lib/cn';
import { AuditTable } from './audit-table';
import { auditCsvUrl, useAuditLog } from './use-workspace-reports';

/** The workspace's audit log for admins: filter by kind of action, page through, or take it all as CSV. */
export function AuditTab({ workspaceId }: { workspaceId: string }) {
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const log = useAuditLog(workspaceId, page, filter === 'all' ? undefined : filter);
  const { data } = log;
  return (
    <SettingsCard
      title={auditTexts.heading}
      description={auditTexts.description}
      aside={
        <a
          href={auditCsvUrl(workspaceId)}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'ml-auto' })}
        >
          <DownloadIcon aria-hidden />
          {auditTexts.download}
        </a>
      }
    >
      <div className="mb-4 flex items-center gap-3">
        <Select
          value={filter}
          onValueChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        >
          <SelectTrigger aria-label={auditTexts.filterLabel} className="h-9 w-full sm:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {auditTexts.filters.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {!data ? (
        <div role="status" aria-label={auditTexts.loading} className="grid gap-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-10 animate-pulse rounded-lg bg-slate-200/70" />
          ))}
        </div>
      ) : data.events.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border-2 border-dashed border-slate-200 px-6 py-10 text-center">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <HistoryIcon className="size-5" aria-hidden />
          </span>
          <p className="mt-3 font-semibold text-slate-900">{auditTexts.empty}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">{auditTexts.emptyBody}</p>
        </div>
      ) : (
        <div className={cn('transition-opacity', log.isPlaceholderData && 'opacity-60')}>
          <AuditTable events={data.events} />
          {data.pageCount > 1 && (
            <nav aria-label={auditTexts.pagesLabel} className="mt-4 flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeftIcon aria-hidden />
                {auditTexts.previous}
              </Button>
              <p className="text-sm text-slate-600">{auditTexts.pageOf(data.page, data.pageCount)}</p>
              <Button variant="outline" size="sm" disabled={page >= data.pageCount} onClick={() => setPage(page + 1)}>
                {auditTexts.next}
                <ChevronRightIcon aria-hidden />
              </Button>
            </nav>
          )}
        </div>
      )}
    </SettingsCard>
  );
}

import { auditActionLabels, auditDetailText, auditTexts } from '../../../shared/workspace-texts';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '../../components/ui/data-table';
import type { AuditEvent } from './use-workspace-reports';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const columns = [
  { key: 'at', label: auditTexts.columns.at, className: 'w-44' },
  { key: 'actor', label: auditTexts.columns.actor },
  { key: 'action', label: auditTexts.columns.action },
  { key: 'target', label: auditTexts.columns.target },
];

/** One page of events: when, who, what (in words, with its detail), to what. */
export function AuditTable({ events }: { events: AuditEvent[] }) {
  return (
    <DataTable aria-label={auditTexts.heading}>
      <DataTableHead columns={columns} />
      <DataTableBody>
        {events.map((event) => {
          const detail = auditDetailText(event.detail as Parameters<typeof auditDetailText>[0]);
          return (
            <DataTableRow key={event.id}>
              <DataTableCell label={auditTexts.columns.at} className="whitespace-nowrap text-slate-600">
                <time dateTime={event.at}>{timeFormat.format(new Date(event.at))}</time>
              </DataTableCell>
              <DataTableCell label={auditTexts.columns.actor}>
                <span className="break-all">{event.actorEmail || auditTexts.system}</span>
              </DataTableCell>
              <DataTableCell label={auditTexts.columns.action}>
                <p className="font-medium text-slate-900">{auditActionLabels[event.action] ?? event.action}</p>
                {detail && <p className="text-xs text-slate-500">{detail}</p>}
              </DataTableCell>
              <DataTableCell label={auditTexts.columns.target}>
                <span className="break-all">{event.target || '—'}</span>
              </DataTableCell>
            </DataTableRow>
          );
        })}
      </DataTableBody>
    </DataTable>
  );
}

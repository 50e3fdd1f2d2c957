import { ImageIcon, ScrollTextIcon, TableIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { SideNav, SideNavItem } from '../../../components/ui/side-nav';
import type { DataSummary } from './app-data-api';

export type DataSelection =
  | { kind: 'collection'; name: string }
  | { kind: 'files' }
  | { kind: 'users' }
  | { kind: 'rules' };

export const sameSelection = (a: DataSelection | null, b: DataSelection) =>
  a?.kind === b.kind && (a.kind !== 'collection' || (b.kind === 'collection' && a.name === b.name));

/**
 * Collections with their counts, then the app's uploaded files, its users and its rules. A column beside the
 * records when there is room; a row of chips above them on a phone.
 */
export function DataNav({
  summary,
  selected,
  onSelect,
}: {
  summary: DataSummary;
  selected: DataSelection | null;
  onSelect: (selection: DataSelection) => void;
}) {
  const item = (selection: DataSelection, icon: ReactNode, label: string, detail: string, key: string, gap = '') => (
    <SideNavItem
      key={key}
      icon={icon}
      label={label}
      detail={detail}
      gap={gap}
      current={sameSelection(selected, selection)}
      onSelect={() => onSelect(selection)}
    />
  );
  return (
    <SideNav label={appDataTexts.collections}>
      {summary.collections.map((c) =>
        item(
          { kind: 'collection', name: c.name },
          <TableIcon aria-hidden />,
          c.name,
          c.records.toLocaleString('en-US'),
          `c:${c.name}`,
        ),
      )}
      {item(
        { kind: 'files' },
        <ImageIcon aria-hidden />,
        appDataTexts.files,
        summary.files.toLocaleString('en-US'),
        'files',
        '@2xl:mt-3 @2xl:border-t @2xl:border-slate-200 @2xl:pt-3',
      )}
      {item(
        { kind: 'users' },
        <UsersIcon aria-hidden />,
        appDataTexts.users,
        summary.users.toLocaleString('en-US'),
        'users',
      )}
      {item(
        { kind: 'rules' },
        <ScrollTextIcon aria-hidden />,
        appDataTexts.rules,
        String(Object.keys(summary.rules?.collections ?? {}).length),
        'rules',
      )}
    </SideNav>
  );
}

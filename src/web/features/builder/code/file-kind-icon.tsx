import { AtomIcon, BracesIcon, CodeXmlIcon, FileCodeIcon, FileTextIcon, PaletteIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { type FileKind, fileKind } from './file-kind';

const icons: Record<FileKind, { Icon: typeof FileTextIcon; className: string }> = {
  react: { Icon: AtomIcon, className: 'text-sky-500' },
  script: { Icon: FileCodeIcon, className: 'text-amber-500' },
  style: { Icon: PaletteIcon, className: 'text-pink-500' },
  markup: { Icon: CodeXmlIcon, className: 'text-orange-500' },
  json: { Icon: BracesIcon, className: 'text-emerald-600' },
  other: { Icon: FileTextIcon, className: 'text-slate-400' },
};

/** The icon for a file by its extension (decorative: the name beside it says what it is). */
export function FileKindIcon({ path, className }: { path: string; className?: string }) {
  const { Icon, className: tone } = icons[fileKind(path)];
  return <Icon className={cn('size-4 shrink-0', tone, className)} aria-hidden />;
}

import { CopyIcon, EllipsisVerticalIcon, Trash2Icon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { buttonVariants } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';
import type { useDataMutations } from './use-app-data';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 [&_svg]:size-4';

/** The preview's own data can be thrown away or refilled from live; live data never is from here. */
export function PreviewDataMenu({ reset }: { reset: ReturnType<typeof useDataMutations>['reset'] }) {
  const [asking, setAsking] = useState<'clear' | 'copy' | null>(null);
  const copy = asking === 'copy';
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={appDataTexts.previewData}
          className={cn(buttonVariants({ variant: 'ghost', size: 'iconSm' }))}
        >
          <EllipsisVerticalIcon aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
          >
            <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-slate-500">
              {appDataTexts.previewData}
            </DropdownMenu.Label>
            <DropdownMenu.Item className={itemClass} onSelect={() => setAsking('copy')}>
              <CopyIcon aria-hidden />
              {appDataTexts.copyLive}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={cn(itemClass, 'text-red-700')} onSelect={() => setAsking('clear')}>
              <Trash2Icon aria-hidden />
              {appDataTexts.clearPreview}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        cancel={appDataTexts.cancel}
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={copy ? appDataTexts.copyTitle : appDataTexts.clearTitle}
        body={copy ? appDataTexts.copyBody : appDataTexts.clearBody}
        action={copy ? appDataTexts.copyLive : appDataTexts.clearPreview}
        pending={reset.isPending}
        onConfirm={() => reset.mutate(copy, { onSuccess: () => setAsking(null) })}
      />
    </>
  );
}

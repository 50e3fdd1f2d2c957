import { CopyIcon, EllipsisVerticalIcon, Trash2Icon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { buttonVariants } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MenuContent, menuItemClass } from '../../../components/ui/menu';
import { cn } from '../../../lib/cn';
import type { useDataMutations } from './use-app-data';

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
        <MenuContent className="min-w-56">
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-slate-500">
            {appDataTexts.previewData}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setAsking('copy')}>
            <CopyIcon aria-hidden />
            {appDataTexts.copyLive}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={cn(menuItemClass, 'text-red-700')} onSelect={() => setAsking('clear')}>
            <Trash2Icon aria-hidden />
            {appDataTexts.clearPreview}
          </DropdownMenu.Item>
        </MenuContent>
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

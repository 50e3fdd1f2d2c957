import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** An action in a dropdown menu: icon and label on one line, highlighted under the pointer or keys. */
export const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 [&_svg]:size-4';

/** The white panel a dropdown menu opens, aligned to its trigger's end. */
export function MenuContent({ className, children, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className={cn('z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-xl', className)}
        {...props}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

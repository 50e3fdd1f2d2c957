import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A control that is not available yet, saying why. It stays focusable (aria-disabled rather
 * than disabled), so keyboard and screen-reader users reach the reason too.
 */
export function HintButton({
  hint,
  children,
  className,
  label,
}: {
  hint: string;
  children: ReactNode;
  className?: string;
  /** For an icon-only control. */
  label?: string;
}) {
  return (
    <Tooltip.Root delayDuration={150}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-disabled="true"
          aria-label={label}
          onClick={(event) => event.preventDefault()}
          className={cn('cursor-not-allowed opacity-50', className)}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-lg"
        >
          {hint}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

import { ChevronDownIcon } from 'lucide-react';
import { type BoostValue, formatTokens, tokenBoosts } from '../../../shared/plans';
import { fieldClass } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/**
 * The browser's own select: every plan card has one, and a scripted listbox would put a popup
 * library into the pricing page. It also brings each platform's picker (a wheel on phones).
 */
export function BoostSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: BoostValue;
  onChange: (value: BoostValue) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        Token boost
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as BoostValue)}
          disabled={disabled}
          className={cn(fieldClass, 'h-10 w-full cursor-pointer appearance-none truncate pr-9')}
        >
          {tokenBoosts.map((boost) => (
            <option key={boost.value} value={boost.value}>
              {boost.price === 0
                ? boost.label
                : `${boost.label}: +${formatTokens(boost.tokens)} tokens (+$${boost.price}/mo)`}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}

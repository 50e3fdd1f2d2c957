import { type BoostValue, formatTokens, tokenBoosts } from '../../../shared/plans';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';

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
      <Select value={value} onValueChange={(v) => onChange(v as BoostValue)} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {tokenBoosts.map((boost) => (
            <SelectItem key={boost.value} value={boost.value}>
              {boost.price === 0
                ? boost.label
                : `${boost.label}: +${formatTokens(boost.tokens)} tokens (+$${boost.price}/mo)`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

import { texts } from '../../../shared/messages';
import { Badge } from '../../components/ui/badge';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';

export function BillingToggle({ annual, onChange }: { annual: boolean; onChange: (annual: boolean) => void }) {
  return (
    <div className="flex items-center justify-center gap-3">
      <span className={cn('text-sm font-medium', annual ? 'text-slate-400' : 'text-white')}>Monthly</span>
      <Switch checked={annual} onCheckedChange={onChange} aria-label="Bill annually" />
      <span className={cn('text-sm font-medium', annual ? 'text-white' : 'text-slate-400')}>Annually</span>
      <Badge tone="gradient">{texts.saveBadge}</Badge>
    </div>
  );
}

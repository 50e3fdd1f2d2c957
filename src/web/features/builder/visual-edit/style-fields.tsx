import { useId } from 'react';
import { visualEditTexts } from '../../../../shared/file-edits/visual-edit-texts';
import {
  currentStyle,
  type StyleGroup,
  styleGroupNames,
  styleGroups,
} from '../../../../shared/file-edits/visual-edits';
import { fieldClass } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

const unset = '';

/**
 * One field per style group; each choice is a Tailwind class that replaces the group's class on
 * the element. A class the element has that the list does not offer is shown as it is.
 */
export function StyleFields({
  className,
  disabled,
  onChange,
}: {
  className: string;
  disabled: boolean;
  onChange: (group: StyleGroup, value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-2">
      {styleGroupNames.map((group) => {
        const current = currentStyle(className, group);
        const options = styleGroups[group].options;
        const offered = current === null || options.some((o) => o.value === current);
        return (
          <div key={group} className="min-w-0">
            <label htmlFor={`${id}-${group}`} className="mb-0.5 block text-xs font-medium text-slate-600">
              {styleGroups[group].label}
            </label>
            <select
              id={`${id}-${group}`}
              value={current ?? unset}
              disabled={disabled}
              onChange={(event) => onChange(group, event.target.value === unset ? null : event.target.value)}
              className={cn(fieldClass, 'h-8 w-full cursor-pointer px-2 py-0 text-xs')}
            >
              <option value={unset}>{visualEditTexts.unset}</option>
              {offered ? null : <option value={current ?? unset}>{current}</option>}
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}

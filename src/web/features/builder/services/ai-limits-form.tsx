import { Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { type AiLimits, aiLimitsSchema } from '../../../../shared/app-services/ai';
import { servicesPanelTexts as texts } from '../../../../shared/app-services/panel-texts';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { useSaveAiLimits } from './use-services';

type Field = keyof AiLimits;
type Errors = Partial<Record<Field | 'form', string>>;
const fields: Field[] = ['tokensPerMonth', 'tokensPerVisitorPerDay'];
const maxTokens = 1_000_000_000;

/** A field's tokens, or the reason it has none. Spaces and thousands separators are allowed. */
function tokensOf(draft: string): number | string {
  const digits = draft.replace(/[\s,_]/g, '');
  if (!/^\d+$/.test(digits)) return texts.wholeNumber;
  const n = Number(digits);
  return n > maxTokens ? texts.tooLarge : n;
}

/** The same checks as the server, so most mistakes show before a round trip. */
function check(drafts: Record<Field, string>): { limits?: AiLimits; errors: Errors } {
  const month = tokensOf(drafts.tokensPerMonth);
  const visitor = tokensOf(drafts.tokensPerVisitorPerDay);
  if (typeof month === 'string' || typeof visitor === 'string') {
    const errors: Errors = {};
    if (typeof month === 'string') errors.tokensPerMonth = month;
    if (typeof visitor === 'string') errors.tokensPerVisitorPerDay = visitor;
    return { errors };
  }
  const limits = { tokensPerMonth: month, tokensPerVisitorPerDay: visitor };
  const parsed = aiLimitsSchema.safeParse(limits);
  if (parsed.success) return { limits, errors: {} };
  const issue = parsed.error.issues[0];
  return { errors: { [fieldOf(issue?.path[0])]: issue?.message } };
}

const fieldOf = (name: unknown): Field | 'form' => (fields.includes(name as Field) ? (name as Field) : 'form');

/** The server names the field before its message (`tokensPerMonth: …`): shown by that field. */
function serverErrors(message: string): Errors {
  const match = /^(\w+): (.*)$/s.exec(message);
  const field = fieldOf(match?.[1]);
  return { [field]: field === 'form' ? message : match?.[2] };
}

/** The two limits the owner sets on the app's AI. */
export function AiLimitsForm({ projectId, limits }: { projectId: string; limits: AiLimits }) {
  const ids = useId();
  const save = useSaveAiLimits(projectId);
  const [drafts, setDrafts] = useState<Record<Field, string>>({
    tokensPerMonth: limits.tokensPerMonth.toLocaleString('en-US'),
    tokensPerVisitorPerDay: limits.tokensPerVisitorPerDay.toLocaleString('en-US'),
  });
  const [errors, setErrors] = useState<Errors>({});
  const changed = fields.some((field) => tokensOf(drafts[field]) !== limits[field]);
  const labels: Record<Field, string> = {
    tokensPerMonth: texts.tokensPerMonth,
    tokensPerVisitorPerDay: texts.tokensPerVisitorPerDay,
  };
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = check(drafts);
        setErrors(checked.errors);
        if (!checked.limits) return;
        save.mutate(checked.limits, { onError: (error) => setErrors(serverErrors(error.message)) });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field} className="space-y-1">
            <Label htmlFor={`${ids}-${field}`}>{labels[field]}</Label>
            <Input
              id={`${ids}-${field}`}
              inputMode="numeric"
              autoComplete="off"
              value={drafts[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${ids}-${field}-error` : undefined}
              className="tabular-nums"
              onChange={(event) => {
                setDrafts((current) => ({ ...current, [field]: event.target.value }));
                setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
              }}
            />
            <FieldError id={`${ids}-${field}-error`} message={errors[field]} />
          </div>
        ))}
      </div>
      <FieldError id={`${ids}-form-error`} message={errors.form} />
      <Button type="submit" disabled={save.isPending || !changed}>
        {save.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
        {save.isPending ? texts.saving : texts.saveLimits}
      </Button>
    </form>
  );
}

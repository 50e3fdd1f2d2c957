import { type FormEvent, useId, useState } from 'react';
import { checkConfig, type IntegrationDefinition } from '../../../shared/integrations';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { useSaveIntegration } from './integrations-api';

/**
 * The card's fields with the spec's hints. The same check the server makes runs first, so a
 * missing field or a wrong key prefix is explained without a round trip; the server still decides.
 */
export function ConfigForm({ definition, onSaved }: { definition: IntegrationDefinition; onSaved: () => void }) {
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; fields: string[] }>();
  const save = useSaveIntegration(definition.id, () => {
    setValues({});
    onSaved();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkConfig(definition, values);
    setProblem(result.ok ? undefined : result);
    if (result.ok) save.mutate(result.values);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`${definition.name} settings`}>
      {definition.configFields.map((field) => {
        const id = `${formId}-${field.name}`;
        const invalid = problem?.fields.includes(field.name);
        return (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={id}>
              {field.label}
              {field.required ? (
                <span aria-hidden className="text-red-600">
                  {' '}
                  *
                </span>
              ) : null}
            </Label>
            <Input
              id={id}
              name={field.name}
              type={field.type}
              value={values[field.name] ?? ''}
              placeholder={field.placeholder}
              required={field.required}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-help${invalid ? ` ${formId}-problem` : ''}`}
              aria-invalid={invalid ? true : undefined}
              onChange={(e) => {
                setValues((current) => ({ ...current, [field.name]: e.target.value }));
                setProblem(undefined);
              }}
              className="font-mono text-xs sm:text-sm"
            />
            <p id={`${id}-help`} className="text-xs text-slate-500">
              {field.helpText}
            </p>
          </div>
        );
      })}
      <FieldError id={`${formId}-problem`} message={problem?.message} />
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

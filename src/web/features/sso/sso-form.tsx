import { InfoIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { SsoView } from '../../../shared/sso';
import { ssoSettingsTexts as t } from '../../../shared/sso-texts';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label, Textarea } from '../../components/ui/input';
import { Note, SettingsCard } from '../../components/ui/settings-card';
import { initialFields, keepsSecret, readSsoForm, type SsoFieldErrors, type SsoFormFields } from './sso-form-fields';
import { SsoProtocolChoice } from './sso-protocol-choice';
import { useSaveSso } from './use-sso';

interface FieldProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled field with its hint and its error, tied together for screen readers. */
function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Connects the identity provider, or replaces it (`saved`): checked here with the server's own
 * schema first, so a typo is named at its field rather than in a toast.
 */
export function SsoForm({
  workspaceId,
  saved,
  onDone,
}: {
  workspaceId: string;
  saved: SsoView | null;
  /** After a save or Cancel while editing; absent for the first set-up, which has nothing to go back to. */
  onDone?: () => void;
}) {
  const [fields, setFields] = useState<SsoFormFields>(() => initialFields(saved));
  const [errors, setErrors] = useState<SsoFieldErrors>({});
  const protocolLabelId = useId();
  const save = useSaveSso(workspaceId);
  const set = (key: keyof SsoFormFields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = readSsoForm(fields, saved);
    setErrors(found ?? {});
    if (!input) return;
    save.mutate(input, { onSuccess: () => onDone?.() });
  };

  const savedMetadata = saved?.protocol === 'saml';
  return (
    <SettingsCard title={saved ? t.editHeading : t.setupHeading}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid gap-1.5">
          <span id={protocolLabelId} className="text-sm font-medium text-slate-800">
            {t.protocolLabel}
          </span>
          <SsoProtocolChoice
            labelId={protocolLabelId}
            value={fields.protocol}
            onChange={(protocol) => {
              setFields((current) => ({ ...current, protocol }));
              setErrors({});
            }}
          />
        </div>
        <Field
          label={t.domainLabel}
          hint={saved ? `${t.domainHint} ${t.domainChangeHint}` : t.domainHint}
          error={errors.domain}
        >
          {(props) => (
            <Input
              {...props}
              value={fields.domain}
              placeholder={t.domainPlaceholder}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => set('domain')(e.target.value)}
            />
          )}
        </Field>
        {fields.protocol === 'oidc' ? (
          <>
            <Field label={t.issuerLabel} error={errors.issuer}>
              {(props) => (
                <Input
                  {...props}
                  type="url"
                  value={fields.issuer}
                  placeholder={t.issuerPlaceholder}
                  spellCheck={false}
                  onChange={(e) => set('issuer')(e.target.value)}
                />
              )}
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={t.clientIdLabel} error={errors.clientId}>
                {(props) => (
                  <Input
                    {...props}
                    value={fields.clientId}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(e) => set('clientId')(e.target.value)}
                  />
                )}
              </Field>
              <Field label={t.clientSecretLabel} error={errors.clientSecret}>
                {(props) => (
                  <Input
                    {...props}
                    type="password"
                    value={fields.clientSecret}
                    autoComplete="new-password"
                    placeholder={keepsSecret(saved) ? t.clientSecretKept : undefined}
                    onChange={(e) => set('clientSecret')(e.target.value)}
                  />
                )}
              </Field>
            </div>
          </>
        ) : (
          <Field
            label={t.metadataLabel}
            hint={savedMetadata ? t.metadataAgainHint : t.metadataHint}
            error={errors.metadataXml}
          >
            {(props) => (
              <Textarea
                {...props}
                value={fields.metadataXml}
                rows={8}
                spellCheck={false}
                placeholder={t.metadataPlaceholder}
                className="font-mono text-xs"
                onChange={(e) => set('metadataXml')(e.target.value)}
              />
            )}
          </Field>
        )}
        <Note icon={<InfoIcon aria-hidden />}>{saved ? t.changeNote : t.afterSaveNote}</Note>
        <div className="flex flex-wrap justify-end gap-2">
          {onDone && (
            <Button variant="outline" onClick={onDone} disabled={save.isPending}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
            {save.isPending ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

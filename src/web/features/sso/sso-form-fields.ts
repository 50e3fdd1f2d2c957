import { type SsoConfigInput, type SsoProtocol, type SsoView, ssoConfigSchema, ssoTexts } from '../../../shared/sso';

/** What the set-up form holds: both protocols' fields, so switching back and forth loses nothing. */
export interface SsoFormFields {
  protocol: SsoProtocol;
  domain: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  metadataXml: string;
}

export type SsoFieldErrors = Partial<Record<keyof SsoFormFields, string>>;

/** The form for a new provider, or prefilled from the saved one (never its secret or metadata, which we don't get back). */
export function initialFields(sso: SsoView | null): SsoFormFields {
  return {
    protocol: sso?.protocol ?? 'oidc',
    domain: sso?.domain ?? '',
    issuer: sso?.protocol === 'oidc' ? sso.issuer : '',
    clientId: sso?.clientId ?? '',
    clientSecret: '',
    metadataXml: '',
  };
}

/** Whether a blank secret keeps the saved one: only for an OIDC provider saved with a secret. */
export const keepsSecret = (saved: SsoView | null) => saved?.protocol === 'oidc' && saved.hasClientSecret;

/**
 * The request body, checked with the schema the server uses; or each field's first complaint.
 * A blank secret is left out (keep the saved one), but a provider without one must get one.
 */
export function readSsoForm(
  fields: SsoFormFields,
  saved: SsoView | null,
): { input: SsoConfigInput; errors?: undefined } | { input?: undefined; errors: SsoFieldErrors } {
  const secret = fields.clientSecret.trim();
  const candidate =
    fields.protocol === 'oidc'
      ? {
          protocol: 'oidc' as const,
          domain: fields.domain,
          issuer: fields.issuer,
          clientId: fields.clientId,
          ...(secret ? { clientSecret: secret } : {}),
        }
      : { protocol: 'saml' as const, domain: fields.domain, metadataXml: fields.metadataXml };
  const parsed = ssoConfigSchema.safeParse(candidate);
  const errors: SsoFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SsoFormFields | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (fields.protocol === 'oidc' && !secret && !keepsSecret(saved)) errors.clientSecret = ssoTexts.secretRequired;
  if (Object.keys(errors).length || !parsed.success) return { errors };
  return { input: parsed.data };
}

import { ssoTexts } from '../../../shared/sso';
import { ApiError } from '../../http/api-error';

/** What the plugin needs of a SAML identity provider, read from the metadata its console exports. */
export interface SamlIdp {
  entityId: string;
  ssoUrl: string;
  cert: string;
}

const bad = (detail: string) => new ApiError(422, 'sso_bad_metadata', ssoTexts.badMetadata(detail));

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1];

/**
 * The entity id, the sign-in address (HTTP-Redirect preferred, as the plugin sends requests that
 * way) and the signing certificate. Only read here; the plugin parses and checks the XML itself.
 */
export function readSamlMetadata(xml: string): SamlIdp {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw bad('document type declarations are not allowed.');
  const descriptor = /<(?:\w+:)?EntityDescriptor\b[^>]*>/.exec(xml)?.[0];
  const entityId = descriptor && attribute(descriptor, 'entityID');
  if (!entityId) throw bad('it has no entityID.');
  const services = [...xml.matchAll(/<(?:\w+:)?SingleSignOnService\b[^>]*>/g)].map((m) => m[0]);
  const service =
    services.find((tag) => attribute(tag, 'Binding')?.endsWith(':HTTP-Redirect')) ??
    services.find((tag) => attribute(tag, 'Binding')?.endsWith(':HTTP-POST'));
  const ssoUrl = service && attribute(service, 'Location');
  if (!ssoUrl || !/^https?:\/\//.test(ssoUrl)) throw bad('it has no SingleSignOnService with a Location.');
  const cert = /<(?:\w+:)?X509Certificate>\s*([A-Za-z0-9+/=\s]+?)\s*<\/(?:\w+:)?X509Certificate>/.exec(xml)?.[1];
  if (!cert) throw bad('it has no signing certificate (X509Certificate).');
  const body = cert.replace(/\s+/g, '');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----`;
  return { entityId, ssoUrl, cert: pem };
}

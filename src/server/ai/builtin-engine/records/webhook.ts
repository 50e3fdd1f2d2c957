import { tellOwnerFiles } from '../app/server-code';
import { templateFile } from '../app/templates';
import type { Understanding } from '../lexicon/types';
import { collectionOf } from './kind';

// A list app whose description has other services send it records ("leads come in by webhook
// from my form tool"): functions/webhook.ts, at the app's /_cloud/v1/hooks/webhook.

export const WEBHOOK_FILE = 'functions/webhook.ts';

export function webhookFiles(u: Understanding): Record<string, string> {
  const source = templateFile('functions/webhook.ts')
    .replaceAll('__COLLECTION__', collectionOf(u))
    .replaceAll('__LABEL__', () => u.subject.plural.toLowerCase().replace(/['\\]/g, ''))
    // Field keys are camelCase words: quoted as they are.
    .replace("['__FIELDS__']", () => `[${u.fields.map((field) => `'${field.key}'`).join(', ')}]`);
  return { [WEBHOOK_FILE]: source, ...tellOwnerFiles() };
}

export function webhookSays(u: Understanding): string {
  const plural = u.subject.plural.toLowerCase();
  return ` Other services add ${plural} by sending JSON to your app’s address plus \`/_cloud/v1/hooks/webhook\` (\`functions/webhook.ts\`), with fields named like the list’s (${u.fields.map((f) => f.key).join(', ')}). Add a secret \`WEBHOOK_SECRET\` in the Functions tab and have the sender sign each body with it (HMAC-SHA256, hex, in an \`x-signature\` header): until then every call is refused.`;
}

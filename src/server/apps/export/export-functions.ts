import { readFileSync } from 'node:fs';
import { inProduct } from '../../core/product-root';
import type { ExportFile } from './export-file';

/**
 * An exported app's server code (functions/<name>.ts, ADR 0026): it runs on Shipwright, where the
 * exported app keeps calling it; `npm run dev` also runs it locally, through a Vite plugin the
 * export carries (templates/export/functions-dev.ts), with the SDK sending calls there in dev.
 */

export const functionsDevFile = 'functions-dev.ts';
const sdkFunctionsBase = 'export const functionsBase = base;';

/** The plugin's file, reading the app's backend at `origin` (none: the app has no backend to read). */
export function functionsDevFiles(origin: string | null): ExportFile[] {
  const source = readFileSync(inProduct(`templates/export/${functionsDevFile}`), 'utf8');
  return [{ path: functionsDevFile, content: source.replace("'__BACKEND__'", JSON.stringify(origin ?? '')) }];
}

/** The exported SDK's client, sending function calls to the dev server while `npm run dev` runs. */
export function devFunctionsClient(client: string): string {
  if (!client.includes(sdkFunctionsBase)) throw new Error('The SDK client no longer names functionsBase.');
  return client.replace(sdkFunctionsBase, "export const functionsBase = import.meta.env.DEV ? '/_cloud/v1' : base;");
}

/** The README's part about them. */
export function functionsReadme(names: string[]): string {
  return `## Server functions

${names.map((name) => `- \`functions/${name}.ts\``).join('\n')}

They run on Shipwright, where the built app calls them. \`npm run dev\` runs them on your machine
too, at the same addresses (\`/_cloud/v1/functions/<name>\`, webhooks at \`/_cloud/v1/hooks/<name>\`):
put the secrets they read in \`.env.local\` as \`NAME=value\` lines (they arrive as \`ctx.secrets\`),
and their \`ctx.log\` lines print in the terminal. Locally they have no caller, and \`ctx.cloud\`
reads the app's backend as a signed-out visitor; \`ctx.cloud.asApp()\` works on Shipwright only.
`;
}

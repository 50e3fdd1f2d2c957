import { appTsconfig } from '../template/app-tsconfig';
import { loadTemplate } from '../template/project-template';
import { functionsReadme } from './export-functions';

/**
 * The files around a project's own that make it a Vite + React + TypeScript + Tailwind v4 project
 * anyone can run. The builder never needs them (it bundles with esbuild), so projects do not
 * carry them; an export adds them.
 */

// `@` is src/, as in the builder's bundler: generated apps import "@/components/ui/button".
// With server functions, \`npm run dev\` runs them too (export-functions.ts).
const viteConfig = (functions: boolean) => `import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';${functions ? "\nimport { appFunctions } from './functions-dev';" : ''}

export default defineConfig({
  plugins: [react(), tailwindcss()${functions ? ', appFunctions()' : ''}],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
});
`;

const gitignore = `node_modules
dist
*.local
`;

/** Where an exported app's App Cloud backend is, and whether strangers may use it. */
export interface ExportedBackend {
  origin: string;
  /** Private projects' backends answer only their owner (decision 0006): a copy run elsewhere cannot reach it. */
  private: boolean;
}

/** The run instructions every export's README carries. */
export function runInstructions(backend: ExportedBackend | null) {
  const data = backend
    ? `\nThe app keeps its data in its own backend at ${backend.origin}: the \`shipwright-cloud\` folder is the SDK it talks to it with.${
        backend.private
          ? ' The project is private on Shipwright, so that backend answers only its owner in the builder: make the project public or secret for this copy to reach its data.'
          : ''
      }\n`
    : '';
  return `## Run it

You need Node.js 20.19 or newer.

\`\`\`bash
npm install
npm run dev
\`\`\`

Then open the address it prints (http://localhost:5173). \`npm run build\` writes the production
site to \`dist/\` (\`npm run preview\` serves it); \`npm run typecheck\` checks the TypeScript.
${data}`;
}

const hasRunInstructions = (readme: string) => readme.includes('npm run dev');

/**
 * The exported README: the project's own with our run instructions appended when it has none,
 * or a new one naming the project.
 */
export function exportReadme(
  projectName: string,
  own: string | undefined,
  backend: ExportedBackend | null,
  functions: string[] = [],
) {
  const instructions = `${runInstructions(backend)}${functions.length ? `\n${functionsReadme(functions)}` : ''}`;
  if (own === undefined) {
    return `# ${projectName}\n\nBuilt with Shipwright: React, TypeScript and Tailwind CSS, run by Vite.\n\n${instructions}`;
  }
  if (hasRunInstructions(own)) return own;
  return `${own.replace(/\s*$/, '')}\n\n${instructions}`;
}

/**
 * The scaffold's files by path. The project's own files of the same names win over these (see
 * exportProject): they are the owner's, and someone who wrote a vite.config.ts meant it.
 */
export function scaffoldFiles(functions = false): Record<string, string> {
  return {
    'vite.config.ts': viteConfig(functions),
    'tsconfig.json': `${JSON.stringify(appTsconfig, null, 2)}\n`,
    '.gitignore': gitignore,
    // Projects always have one from the starter; one that deleted it still needs a page to start from.
    'index.html': loadTemplate()['index.html'] ?? '',
  };
}

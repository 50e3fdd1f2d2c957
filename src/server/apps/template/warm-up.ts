import { loadTemplate } from './project-template';

// A new project's first build parses React, React Router, Radix, Recharts and date-fns from scratch, about a
// second on a small machine. The build pool keeps one esbuild context that has built this
// project already, so the next new project starts from warm caches.

/** The starter, plus a module that loads every large package the engine's templates use. */
export function warmUpProject(): Map<string, string> {
  const files = loadTemplate();
  const main = files['src/main.tsx'] ?? '';
  return new Map(
    Object.entries({
      ...files,
      'src/warm-up.ts': "import 'radix-ui';\nimport 'react-router';\nimport 'recharts';\nimport 'date-fns';\n",
      'src/main.tsx': `import './warm-up';\n${main}`,
    }),
  );
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productRoot } from '../packages/curated';

// Named imports from a package's index make esbuild read every module the index re-exports:
// lucide-react's index names about 1,700 icon files, date-fns's about 300 functions. Pointing each
// import at the one file it needs gives the same bundle in a fraction of the time. Only the
// bundler's copy of a file is rewritten; the project's own source (and every export) is unchanged.

const lucideDir = path.join(productRoot, 'node_modules/lucide-react/dist/esm');
const dateFnsDir = path.join(productRoot, 'node_modules/date-fns');

let lucideFiles: Map<string, string> | null = null;

/** Every name lucide-react exports for an icon, with the icon's own module. */
function lucideIcons() {
  if (!lucideFiles) {
    lucideFiles = new Map();
    const index = readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8');
    for (const match of index.matchAll(/^export \{ ([^}]+) \} from '\.\/icons\/([\w-]+)\.mjs';$/gm)) {
      for (const name of (match[1] ?? '').matchAll(/default as (\w+)/g)) {
        lucideFiles.set(name[1] ?? '', `lucide-react/dist/esm/icons/${match[2]}.mjs`);
      }
    }
  }
  return lucideFiles;
}

const dateFnsFile = (name: string) =>
  /^[a-z]\w*$/i.test(name) && existsSync(path.join(dateFnsDir, `${name}.js`)) ? `date-fns/${name}` : null;

const targets: Record<string, (name: string) => string | null | undefined> = {
  'lucide-react': (name) => lucideIcons().get(name),
  'date-fns': dateFnsFile,
};

const namedImport = /import\s*\{([^}]*)\}\s*from\s*['"](lucide-react|date-fns)['"];?/g;

/** The source with named imports of those packages pointed at their single modules, where all are known. */
export function directImports(source: string): string {
  if (!source.includes('lucide-react') && !source.includes('date-fns')) return source;
  return source.replace(namedImport, (statement, list: string, pkg: string) => {
    const specifiers = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const values = specifiers.filter((s) => !s.startsWith('type '));
    const types = specifiers.filter((s) => s.startsWith('type '));
    const lines: string[] = [];
    for (const specifier of values) {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const file = targets[pkg]?.(imported);
      if (!file) return statement; // something it does not know: leave the whole import alone
      lines.push(
        pkg === 'date-fns' ? `import { ${imported} as ${local} } from '${file}';` : `import ${local} from '${file}';`,
      );
    }
    if (types.length) lines.push(`import { ${types.join(', ')} } from '${pkg}';`);
    // As many lines as the statement had, so line numbers in build errors stay right.
    return lines.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

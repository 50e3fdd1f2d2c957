import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// Generated apps type-checked in memory, each as a project of its own placed beside the repository
// (under a folder that does not exist), so their packages resolve from the repository's node_modules
// without anything written to disk.

const root = fileURLToPath(new URL('../../', import.meta.url));

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['vite/client'],
  paths: { '@shipwright/cloud': [join(root, 'templates/cloud-sdk/index.ts')] },
};

/**
 * Type errors (unused imports and names included) in the TypeScript files of these apps, by app
 * name: `apps` maps a name to the app's files by path; those under src/ are checked, in one program.
 */
export function typeErrors(apps: Record<string, Record<string, string>>): string[] {
  const virtual = join(root, '.checked-apps');
  const files = new Map<string, string>();
  for (const [name, app] of Object.entries(apps))
    for (const [path, text] of Object.entries(app))
      if (path.startsWith('src/') && /\.tsx?$/.test(path)) files.set(join(virtual, name, path), text);
  const host = ts.createCompilerHost(options);
  const { fileExists, directoryExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.directoryExists = (dir) => dir.startsWith(virtual) || (directoryExists?.(dir) ?? true);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text === undefined ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName.replace(`${virtual}/`, '')}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

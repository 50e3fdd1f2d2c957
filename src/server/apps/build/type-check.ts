import path from 'node:path';
import ts from 'typescript';
import type { BuildProblem } from '../../../shared/app-template';
import { LruMap } from '../../core/lru-map';
import { productRoot } from '../packages/curated';
import { appTsconfig } from '../template/app-tsconfig';
import type { PackageRoots } from './bundle';

/**
 * Type-checks generated apps the way their exported tsconfig does (strict, unused names refused),
 * kept warm per project: each project has a language service, and all of them share one document
 * registry, so React's and the DOM's declarations are parsed once and a project's unchanged files
 * are not parsed again. Runs in the build sandbox (its own worker process, as TypeScript blocks
 * its thread), and reads nothing from disk but the product's packages, the App Cloud SDK, the
 * app's added packages and TypeScript's own libraries: a project's files live in memory only,
 * under a folder that does not exist.
 */

/** `unfinished`: the check was stopped (time, memory) or could not start, and its one problem says why. */
export type TypeCheckResult = { ok: boolean; problems: BuildProblem[]; unfinished?: boolean };

const appsRoot = path.join(productRoot, '.type-checked-apps');
const cloudSdk = path.join(productRoot, 'templates/cloud-sdk/index.ts');
const tsLibraries = path.dirname(ts.getDefaultLibFilePath({}));
/** What the checker may read from disk: packages' declarations and TypeScript's libraries. */
const readableRoots = [path.join(productRoot, 'node_modules'), path.dirname(cloudSdk), tsLibraries];

/** Problems named per check, at most: the model and the user both read them. */
export const typeCheckLimits = { problems: 40, projects: 8 } as const;

/** The exported tsconfig's options, with unused names refused: what every generated app must pass. */
const baseOptions: ts.CompilerOptions = {
  ...ts.convertCompilerOptionsFromJson({ ...appTsconfig.compilerOptions, paths: undefined }, productRoot).options,
  noUnusedLocals: true,
  noUnusedParameters: true,
};

/** TS7016: a package without declarations. The bundle decides whether it exists; its types are `any`. */
const untypedPackage = 7016;

/** The app's sources and its App Functions (functions/<name>.ts), which run on the server. */
const isChecked = (file: string) =>
  (file.startsWith('src/') || file.startsWith('functions/')) &&
  /\.(tsx?|mts|cts)$/.test(file) &&
  !file.endsWith('.d.ts');

interface ProjectService {
  files: Map<string, { text: string; version: number }>;
  roots: string[];
  options: ts.CompilerOptions;
  /** The added packages' folders, readable besides the product's. */
  packageRoots: string[];
  service: ts.LanguageService;
}

export class TypeChecker {
  private readonly registry = ts.createDocumentRegistry();
  private readonly projects = new LruMap<string, ProjectService>(typeCheckLimits.projects);

  private readonly readable: string[];

  /** `alsoReadable`: more folders it may read declarations from (tests: the starter's own sources). */
  constructor(alsoReadable: string[] = []) {
    this.readable = [...readableRoots, ...alsoReadable];
  }

  /** The type errors of these files (those under src/ and functions/), or none. */
  check(projectId: string, files: ReadonlyMap<string, string>, packages: PackageRoots = new Map()): TypeCheckResult {
    const base = path.join(appsRoot, projectIdFolder(projectId));
    const project = this.projectFor(projectId, base);
    const seen = new Set<string>();
    for (const [file, text] of files) {
      const full = path.join(base, file);
      if (!full.startsWith(`${base}/`)) continue; // a path out of the project is not the project's
      seen.add(full);
      const known = project.files.get(full);
      if (known?.text !== text) project.files.set(full, { text, version: (known?.version ?? 0) + 1 });
    }
    for (const full of project.files.keys()) if (!seen.has(full)) project.files.delete(full);
    project.roots = [...seen].filter((full) => isChecked(path.relative(base, full)));
    project.options = optionsFor(base, packages);
    project.packageRoots = [...packages.values()];
    const program = project.service.getProgram();
    if (!program) return { ok: true, problems: [] };
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...project.roots.flatMap((root) => {
        const source = program.getSourceFile(root);
        return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
      }),
    ].filter((d) => d.code !== untypedPackage);
    const problems = diagnostics.slice(0, typeCheckLimits.problems).map((d) => problemOf(d, base));
    return { ok: diagnostics.length === 0, problems };
  }

  /** The project's language service, made at its first check (`options` and the rest are set by `check`). */
  private projectFor(projectId: string, base: string) {
    const known = this.projects.get(projectId);
    if (known) return known;
    const project: ProjectService = {
      files: new Map(),
      roots: [],
      options: {},
      packageRoots: [],
      service: undefined as unknown as ts.LanguageService,
    };
    const readable = (file: string) => {
      const under = (root: string) => file.startsWith(`${root}/`);
      return this.readable.some(under) || project.packageRoots.some(under);
    };
    // The project's own files live in memory only: nothing under their folder is read from disk.
    const onDisk = (file: string) => !file.startsWith(`${appsRoot}/`) && readable(file);
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => project.options,
      getScriptFileNames: () => project.roots,
      getScriptVersion: (file) => String(project.files.get(file)?.version ?? 0),
      getScriptSnapshot(file) {
        const text = project.files.get(file)?.text ?? (onDisk(file) ? ts.sys.readFile(file) : undefined);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => base,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (file) => project.files.has(file) || (onDisk(file) && ts.sys.fileExists(file)),
      readFile: (file) => project.files.get(file)?.text ?? (onDisk(file) ? ts.sys.readFile(file) : undefined),
      directoryExists: (dir) =>
        dir === appsRoot ||
        dir.startsWith(`${appsRoot}/`) ||
        productRoot.startsWith(dir) ||
        (readable(`${dir}/`) && ts.sys.directoryExists(dir)),
      getDirectories: (dir) => (readable(`${dir}/`) ? ts.sys.getDirectories(dir) : []),
      realpath: (file) => file,
    };
    project.service = ts.createLanguageService(host, this.registry);
    this.projects.set(projectId, project);
    return project;
  }
}

/** Where the app's own imports and added packages resolve, as the exported tsconfig has them. */
function optionsFor(base: string, packages: PackageRoots): ts.CompilerOptions {
  const paths: Record<string, string[]> = { '@/*': [`${base}/src/*`], '@shipwright/cloud': [cloudSdk] };
  for (const [name, root] of packages) {
    paths[name] = [root];
    paths[`${name}/*`] = [`${root}/*`];
  }
  return { ...baseOptions, paths };
}

/** A project id as a folder name: only what a folder name may hold. */
const projectIdFolder = (projectId: string) => projectId.replace(/[^\w-]/g, '_') || '_';

function problemOf(d: ts.Diagnostic, base: string): BuildProblem {
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
  if (!d.file || d.start === undefined) return { message, file: null, line: null, column: null };
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  const file = d.file.fileName.startsWith(`${base}/`) ? path.relative(base, d.file.fileName) : null;
  return { message: `TS${d.code}: ${message}`, file, line: line + 1, column: character + 1 };
}

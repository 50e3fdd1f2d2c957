import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  attackerProject,
  type BuildOutcome,
  type Canaries,
  climb,
  leaked,
  plantCanaries,
  serverPaths,
} from './support/attacker-project';

/**
 * A Free account writes its project's files through the API, as an attacker would, to make the
 * preview build read the server's files into its app or run code in the server. Each case then
 * looks into the script, the stylesheet and the problems it gets back, and at the disk.
 */

let server: TestServer;
let canaries: Canaries;
let attacker: Awaited<ReturnType<typeof attackerProject>>;
const starterCss = '@import "tailwindcss";\n';
beforeAll(async () => {
  server = await startTestServer();
  canaries = plantCanaries(server);
  attacker = await attackerProject(server);
}, 60_000);
afterAll(() => server.close());

const showing = (expression: string) =>
  `export default function App() { return <pre>{String(${expression})}</pre>; }\n`;
/** An App.tsx importing `specifier` (with `attributes`), showing what it got. */
const importing = (specifier: string, attributes = '') =>
  `import value from ${JSON.stringify(specifier)}${attributes};\n${showing('JSON.stringify(value)')}`;
const asText = " with { type: 'text' }";

function expectContained(outcome: BuildOutcome) {
  expect(leaked(outcome.all, canaries)).toEqual([]);
  const problems = JSON.stringify(outcome.problems);
  for (const serverPath of serverPaths(server)) expect(problems).not.toContain(serverPath);
}

async function attackWith(files: Record<string, string>) {
  const outcome = await attacker.buildWith({ 'src/index.css': starterCss, ...files });
  expectContained(outcome);
  return outcome;
}

describe('imports in the project’s scripts', () => {
  const cases: Array<[string, () => Record<string, string>]> = [
    // Every ready-made package without an exports map, climbing out as text and as JSON.
    ...['recharts', 'canvas-confetti'].flatMap(
      (pkg): Array<[string, () => Record<string, string>]> => [
        [
          `${pkg}/../… as text`,
          () => ({ 'src/App.tsx': importing(`${pkg}/${climb}${canaries.textFile.slice(1)}`, asText) }),
        ],
        [`${pkg}/../… as JSON`, () => ({ 'src/App.tsx': importing(`${pkg}/${climb}${canaries.jsonFile.slice(1)}`) })],
      ],
    ),
    ['react (with exports)/../etc/passwd', () => ({ 'src/App.tsx': importing(`react/${climb}etc/passwd`, asText) })],
    ['the SDK’s name climbing', () => ({ 'src/App.tsx': importing(`@shipwright/cloud/${climb}etc/passwd`, asText) })],
    ['an absolute path as text', () => ({ 'src/App.tsx': importing('/etc/passwd', asText) })],
    ['/proc/self/environ as text', () => ({ 'src/App.tsx': importing('/proc/self/environ', asText) })],
    ['an absolute JSON file', () => ({ 'src/App.tsx': importing(canaries.jsonFile) })],
    [
      'an absolute JSON file with a JSON attribute',
      () => ({ 'src/App.tsx': importing(canaries.jsonFile, " with { type: 'json' }") }),
    ],
    ['a climbing relative path', () => ({ 'src/App.tsx': importing(`./${climb}${canaries.jsonFile.slice(1)}`) })],
    ['the @/ alias climbing', () => ({ 'src/App.tsx': importing(`@/${climb}${canaries.jsonFile.slice(1)}`) })],
    ['a file: URL', () => ({ 'src/App.tsx': importing(`file://${canaries.jsonFile}`) })],
    ['backslashes', () => ({ 'src/App.tsx': importing(`react\\..\\..\\..\\..\\..\\..\\..\\..\\etc\\passwd`, asText) })],
    [
      'require() of an absolute path',
      () => ({ 'src/App.tsx': showing(`require(${JSON.stringify(canaries.jsonFile)}).value`) }),
    ],
    [
      'a dynamic import() as text',
      () => ({
        'src/App.tsx': `const value = await import(${JSON.stringify(canaries.textFile)}, { with: { type: 'text' } });\n${showing('value.default')}`,
      }),
    ],
    ['a package-imports (#) specifier', () => ({ 'src/App.tsx': importing('#secret') })],
    [
      'a glob import() climbing to /etc as text',
      () => ({
        'src/App.tsx': `const x = (globalThis as { q?: string }).q;\nconst value = await import(\`${climb}etc/passw\${x}\`, { with: { type: 'text' } });\n${showing('value.default')}`,
      }),
    ],
    [
      'a glob require() of the planted JSON',
      () => ({
        'src/App.tsx': `const x = (globalThis as { q?: string }).q;\nconst value = require(\`${climb}${canaries.dir.slice(1)}/\${x}.json\`);\n${showing('value.value')}`,
      }),
    ],
    [
      'tsconfig.json paths and baseUrl pointing out',
      () => ({
        'tsconfig.json': JSON.stringify({
          compilerOptions: { baseUrl: '/', paths: { 'secret/*': [`${canaries.dir}/*`] } },
        }),
        'src/App.tsx': importing('secret/secret.json'),
      }),
    ],
    [
      'a @jsxImportSource pragma pointing out',
      () => ({ 'src/App.tsx': `/** @jsxImportSource ${canaries.dir} */\n${showing("'x'")}` }),
    ],
    [
      'an absolute stylesheet imported by a script',
      () => ({ 'src/App.tsx': `import ${JSON.stringify(canaries.cssFile)};\n${showing("'x'")}` }),
    ],
  ];

  it.each(cases)('%s reads nothing of the server', async (_name, files) => {
    const outcome = await attackWith({ 'tsconfig.json': '{}', ...files() });
    expect(outcome.status).toBe('failed');
  });

  it('tsconfig.json jsxImportSource pointing out is not read at all', async () => {
    const outcome = await attackWith({
      'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', jsxImportSource: canaries.dir } }),
      'src/App.tsx': showing("'x'"),
    });
    expect(outcome.status).toBe('ok');
  });
});

describe('the project’s stylesheet', () => {
  const styled = (attack: string) => ({
    'src/App.tsx': showing("'styled'"),
    'src/index.css': `@import "tailwindcss";\n${attack}\n`,
  });
  const cases: Array<[string, () => Record<string, string>]> = [
    ['@import of an absolute path', () => styled(`@import "${canaries.cssFile}";`)],
    ['@import climbing', () => styled(`@import "${climb}${canaries.cssFile.slice(1)}";`)],
    ['@import of a file: URL', () => styled(`@import "file://${canaries.cssFile}";`)],
    [
      '@import through tailwindcss climbing',
      () => styled(`@import "tailwindcss/${climb}${canaries.cssFile.slice(1)}";`),
    ],
    ['@reference of an absolute path', () => styled(`@reference "${canaries.cssFile}";`)],
    ['@reference of /etc/passwd', () => styled('@reference "/etc/passwd";')],
    [
      'a project stylesheet that imports a server file',
      () => ({ ...styled('@import "./more.css";'), 'src/more.css': `@import "${canaries.cssFile}";\n` }),
    ],
    ['url() of an absolute path', () => styled(`.x { background: url(${canaries.textFile}); }`)],
    ['url() of a file: URL', () => styled(`.x { background: url("file://${canaries.textFile}"); }`)],
    [
      'url() climbing out of a package',
      () => styled(`.x { background: url("recharts/${climb}${canaries.textFile.slice(1)}"); }`),
    ],
    [
      'url() climbing out of the project',
      () => styled(`.x { background: url("${climb}${canaries.textFile.slice(1)}"); }`),
    ],
  ];

  it.each(cases)('%s reads nothing of the server', async (_name, files) => {
    const outcome = await attackWith(files());
    expect(outcome.status).toBe('failed');
  });

  it('@source of a server folder scans nothing there', async () => {
    const outcome = await attackWith(styled(`@source "${canaries.dir}";\n@source "/etc";`));
    expect(outcome.status).toBe('ok');
  });

  it('@import url() of an absolute path after the first rule is dropped, not read', async () => {
    await attackWith(styled(`@import url("${canaries.cssFile}");`));
  });

  const scripts: Array<[string, () => Record<string, string>, RegExp]> = [
    ['@plugin of an absolute script', () => styled(`@plugin "${canaries.script}";`), /@plugin ".*" is not allowed/],
    [
      '@plugin of a project file',
      () => ({
        ...styled('@plugin "./evil.js";'),
        'src/evil.js': `require('fs').writeFileSync(${JSON.stringify(canaries.marker)}, 'ran');`,
      }),
      /@plugin "\.\/evil\.js" is not allowed/,
    ],
    ['@config of an absolute script', () => styled(`@config "${canaries.script}";`), /@config ".*" is not supported/],
    [
      '@config of a project file',
      () => ({
        ...styled('@config "../tailwind.config.js";'),
        'tailwind.config.js': `require('fs').writeFileSync(${JSON.stringify(canaries.marker)}, 'ran');\nmodule.exports = {};`,
      }),
      /@config ".*" is not supported/,
    ],
  ];

  it.each(scripts)('%s never runs on the server', async (_name, files, message) => {
    const outcome = await attackWith(files());
    expect(outcome.status).toBe('failed');
    expect(outcome.problems[0]?.message).toMatch(message);
    expect(existsSync(canaries.marker)).toBe(false);
  });

  it('keeps the vetted plugins and styles working', async () => {
    const outcome = await attackWith({
      ...styled('@plugin "@tailwindcss/typography";\n@import "tw-animate-css";'),
      'src/App.tsx': `export default function App() { return <article className="prose animate-in">Hi</article>; }\n`,
    });
    expect(outcome.status).toBe('ok');
    expect(outcome.css).toMatch(/\.prose\{/);
  });
});

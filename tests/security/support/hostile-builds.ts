/**
 * Projects written to hold a build server (ADR 0034), each built on `base` (a real app's files):
 * what the fairness tests and the noisy-neighbour bench build beside honest projects.
 */

/** 23 stylesheets, each importing the next twice: four million imports for Tailwind to follow. */
export function cssFanOut(base: ReadonlyMap<string, string>, salt = '') {
  const files = new Map(base);
  files.set('src/index.css', `${base.get('src/index.css') ?? ''}\n@import "./fan/f0.css";\n`);
  for (let i = 0; i < 23; i++) {
    const next = i < 22 ? `@import "./f${i + 1}.css";\n@import "./f${i + 1}.css";\n` : '';
    files.set(`src/fan/f${i}.css`, `${next}.fan-${i}${salt} { color: red; }\n`);
  }
  return files;
}

/** `count` source files imported by the app, each a string of `chars` characters of distinct Tailwind classes. */
export function classFlood(base: ReadonlyMap<string, string>, count: number, chars: number, salt = '') {
  const files = new Map(base);
  let imports = '';
  for (let i = 0; i < count; i++) {
    const classes = Array.from({ length: Math.ceil(chars / 9) }, (_, k) => `w-[${salt}${i}_${k}px]`).join(' ');
    files.set(`src/flood${i}.ts`, `export const flood${i} = "${classes.slice(0, chars)}";\n`);
    imports += `import { flood${i} } from './flood${i}';\nconsole.log(flood${i});\n`;
  }
  files.set('src/main.tsx', `${imports}${base.get('src/main.tsx') ?? ''}`);
  return files;
}

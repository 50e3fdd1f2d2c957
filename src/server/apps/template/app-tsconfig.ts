/**
 * A generated app's tsconfig, as its export ships it: the options the builder's own templates are
 * type-checked with (strict), minus the unused-code rules, since an unused import is no reason for
 * a fresh checkout to fail its typecheck. The agent's type-check adds those back (apps/build/type-check.ts).
 */
export const appTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    moduleDetection: 'force',
    jsx: 'react-jsx',
    strict: true,
    noFallthroughCasesInSwitch: true,
    skipLibCheck: true,
    isolatedModules: true,
    resolveJsonModule: true,
    noEmit: true,
    types: ['vite/client'],
    paths: { '@/*': ['./src/*'] },
  },
  include: ['src'],
};

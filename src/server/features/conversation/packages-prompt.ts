import { cloudSdkModule } from '../../../shared/app-template';
import { curatedPackages, packageLimits } from '../../../shared/packages';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

// "react, react-dom: UI; react-router: routing": neighbours with the same use share it.
const readyMade = curatedPackages
  .map((p, i) => (curatedPackages[i + 1]?.use === p.use ? `${p.name}, ` : `${p.name}: ${p.use}; `))
  .join('')
  .replace(/; $/, '');

const uiComponent = /^src\/components\/ui\/([a-z0-9-]+)\.tsx$/;

/** The UI components a project holds (the template's shadcn-style ones, unless the app removed them). */
export const uiComponentsOf = (paths: Iterable<string>) =>
  [...paths]
    .map((path) => uiComponent.exec(path)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort();

/** What an app may import, and how it adds any other npm package: hosted models only. */
export function packagesPrompt(paths: Iterable<string>): string {
  const files = new Set(paths);
  const components = uiComponentsOf(files);
  const cn = files.has('src/lib/utils.ts') ? '; merge class names with cn from "@/lib/utils"' : '';
  const parts = [
    `What the app may import (it is bundled with esbuild for the preview):
- Ready-made packages, always available with no install and no <dependency> block (package: what for): ${readyMade}. Prefer one of these whenever it fits.
- ${cloudSdkModule}, the app's own backend (below).
- The project's own files; "@/" means src/, so "@/lib/utils" is src/lib/utils.ts.`,
  ];
  if (components.length) {
    parts.push(
      `- The project's UI components (shadcn/ui style, source files you may read and change): ${components.join(', ')}. Import them from "@/components/ui/<name>", e.g. import { Button } from "@/components/ui/button"${cn}. Use them for buttons, forms, dialogs, tabs and tables instead of hand-made controls, and style everything with Tailwind classes.`,
    );
  }
  parts.push(
    `- Any other npm package, once package.json's dependencies name it. Add one with a self-closing block such as <dependency name="papaparse" version="^5.5.0" /> (the version is optional and means the latest), and remove one that is no longer imported with <dependency name="papaparse" remove />. Use these blocks rather than editing package.json's dependencies by hand. The server installs the package (install scripts do not run) before the preview builds. At most ${packageLimits.maxPerProject} packages besides the ready-made ones, each at most ${megabytes(packageLimits.maxUnpackedBytes)} with its own dependencies. The app runs in the browser: packages that need Node.js (fs, servers such as express, native add-ons, database drivers) do not work, and secrets never belong in the app's code.`,
  );
  return parts.join('\n');
}

import { isCurated } from '../../../shared/packages';
import { productVersion } from '../../apps/packages/curated';
import { importedPackages } from '../../apps/packages/project-packages';
import { loadTemplate, withoutUnchangedLibrary } from '../../apps/template/project-template';
import type { Starter } from '../builtin-engine/app/starter';

// The built-in engine builds on whatever starter it is handed; this is the product's own. It sits
// outside the engine's folder so the engine never imports src/server/apps, and outside
// src/server/ai itself so the engine's tests can use it without a folder cycle.

/** The product's starter project (templates/react-app) and its curated packages, as the engine takes them. */
export function builtinStarter(): Starter {
  return {
    files: loadTemplate(),
    curatedImports(files) {
      const versions: Record<string, string> = {};
      for (const name of importedPackages(new Map(Object.entries(files))))
        if (isCurated(name)) versions[name] = productVersion(name);
      return versions;
    },
    worthReading: (files) => withoutUnchangedLibrary(files).read,
  };
}

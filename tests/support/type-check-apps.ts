import { TypeChecker } from '../../src/server/apps/build/type-check';
import { inProduct } from '../../src/server/core/product-root';

// Generated apps type-checked as the agent's check does it (the exported tsconfig, unused names
// refused), each as a project of its own; one checker for all, so the shared declarations are
// parsed once.

// The engine's tests give apps the starter's UI components by re-exporting them from templates/.
const checker = new TypeChecker([inProduct('templates/react-app/src')]);

/**
 * Type errors (unused imports and names included) in the TypeScript files of these apps, by app
 * name: `apps` maps a name to the app's files by path; those under src/ are checked.
 */
export function typeErrors(apps: Record<string, Record<string, string>>): string[] {
  return Object.entries(apps).flatMap(([name, app]) =>
    checker
      .check(`checked-${name}`, new Map(Object.entries(app)))
      .problems.map((p) => `${name}/${p.file ?? ''}:${p.line ?? ''} ${p.message}`),
  );
}

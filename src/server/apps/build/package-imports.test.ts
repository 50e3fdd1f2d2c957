import { describe, expect, it } from 'vitest';
import { directImports } from './package-imports';

describe('direct imports of icon and date modules', () => {
  it('points each lucide-react icon and date-fns function at its own module', () => {
    expect(directImports("import { StarIcon, Trash2 as Bin } from 'lucide-react';")).toBe(
      "import StarIcon from 'lucide-react/dist/esm/icons/star.mjs'; import Bin from 'lucide-react/dist/esm/icons/trash.mjs';",
    );
    expect(directImports("import { format, addDays } from 'date-fns';")).toBe(
      "import { format as format } from 'date-fns/format'; import { addDays as addDays } from 'date-fns/addDays';",
    );
  });

  it('keeps type imports and the line count of a statement over several lines', () => {
    const out = directImports("import {\n  StarIcon,\n  type LucideIcon,\n} from 'lucide-react';\nconst x = 1;");
    expect(out).toBe(
      "import StarIcon from 'lucide-react/dist/esm/icons/star.mjs'; import { type LucideIcon } from 'lucide-react';\n\n\n\nconst x = 1;",
    );
  });

  it('leaves an import alone when it names anything it does not know', () => {
    const source = "import { icons, StarIcon } from 'lucide-react';\nimport { format, de } from 'date-fns';";
    expect(directImports(source)).toBe(source);
  });
});

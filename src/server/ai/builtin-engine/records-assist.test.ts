import { describe, expect, it } from 'vitest';
import { TypeChecker } from '../../apps/build/type-check';
import { bundle, first, proseOf } from './test-utils';
import { assistOf } from './understand/server-asks';

// A list app whose description asks it to think gets a page that asks the app's AI (cloud.ai);
// one that does not ask gets none.

describe('a list app that asks its AI', { timeout: 60_000 }, () => {
  it('reads what the description asks the AI to do, and nothing from descriptions that do not', () => {
    expect(assistOf('suggest a recipe from what’s in my fridge', 'recipe')).toEqual({
      verb: 'Suggest',
      thing: 'a recipe',
      from: "what's in my fridge",
    });
    expect(assistOf('An app that generates a packing list based on my trip', 'trip')?.verb).toBe('Generate');
    expect(assistOf('An AI meal planner', 'meal')).toMatchObject({ verb: 'Suggest', thing: 'a meal' });
    expect(assistOf('A journal where I write entries for each day', 'entry')).toBeNull();
    expect(assistOf('A recipe box with ratings', 'recipe')).toBeNull();
  });

  it('writes the page, its words and its place in the navigation, says so, and type-checks and builds', async () => {
    const { reply, files } = first('suggest a recipe from what’s in my fridge');
    expect(files['src/pages/Assist.tsx']).toContain('cloud.ai.stream(');
    expect(files['src/pages/Assist.tsx']).toContain('ai_not_configured');
    expect(files['src/assist.ts']).toContain("title: 'Suggest a recipe'");
    expect(files['src/navigation.ts']).toContain("label: 'Suggest'");
    const prose = proseOf(reply);
    expect(prose).toContain('The Suggest page asks the app’s AI to suggest a recipe');
    expect(prose).toContain('While no AI model is set up');
    expect(new TypeChecker().check('assist', new Map(Object.entries(files))).problems).toEqual([]);
    expect((await bundle(files)).errors).toEqual([]);
    expect(first('A recipe box with ratings').files['src/pages/Assist.tsx']).toBeUndefined();
  });
});

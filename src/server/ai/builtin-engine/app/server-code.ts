import { templateFile } from './templates';

// What every App Function the engine writes (templates/functions/) shares: how it tells the owner.

export const TELL_OWNER_FILE = 'functions/lib/tell-owner.ts';

export const tellOwnerFiles = (): Record<string, string> => ({
  [TELL_OWNER_FILE]: templateFile('functions/lib/tell-owner.ts'),
});

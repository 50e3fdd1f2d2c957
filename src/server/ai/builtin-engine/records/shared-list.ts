import type { CloudRules } from '../../../../shared/cloud/rules';
import type { Understanding } from '../lexicon/types';
import { collectionOf } from './kind';

// A list everyone who opens the app works on together (who brings what, who took which shift or
// desk): its cloud.json lets every visitor read all the records; adding stays each visitor's own,
// and so do changing and deleting (undeclared, so the owner only). The page shows Edit and Delete
// on a visitor's own records only, as the server says (`mine`).

export function sharedListRules(u: Understanding): Pick<CloudRules, 'collections'> | null {
  return u.domain.shared ? { collections: { [collectionOf(u)]: { read: 'public' } } } : null;
}

import { cloudSdkModule } from '../../../shared/app-template';
import { accessLevels, rulesFile } from '../../../shared/cloud/rules';

/** What hosted models need to know to give an app data that lasts: the SDK and the rules file. */
export const cloudPrompt = `Data that must last (lists people add to, settings, anything that should survive a reload or be shared) goes through the app's own backend, never only React state or src/data.ts:
import { useCollection, useSamples, useMarks, useUser, cloud, CloudError } from '${cloudSdkModule}';
- const { items, loading, error, add, update, remove, reload } = useCollection<Habit>('habits', { sort: 'createdAt', order: 'desc' });
  items are Habit & { id, createdAt, updatedAt }; add(data), update(id, patch) and remove(id) return promises and update items at once; changes made elsewhere arrive by themselves.
- Sample records on first open: const samples = useSamples(habits, 'habits', [{ name: 'Read 20 pages', frequency: 'Daily' }, ...]) adds them in the preview only (a live app starts empty), once per visitor, when the collection is first empty, each marked sample: true; show samples.count and a "Clear samples" button calling samples.clear(); samples.adding is true while they are added.
- A set of things the visitor marked (likes, favourites, finished lessons): const likes = useMarks<number>('likes', 'track'); likes.has(id), likes.toggle(id) (shows at once, saved behind), likes.loading, likes.error, likes.reload.
- cloud.collection<T>(name).list({ where: [{ field, op, value }], sort, order, limit, offset, mine }), .get(id), .add(data), .update(id, patch), .remove(id), .subscribe(onChange) for code outside components. op is one of eq, ne, lt, lte, gt, gte, in (a list), contains (text).
- Sign-in for the app's own users (only when the app needs accounts): const { user, signedIn, sendCode, verify, signOut, error } = useUser(); sendCode(email) e-mails a 6-digit code, verify(email, code) signs in and keeps what the visitor added before; user.email once signed in. Outside React: cloud.auth.sendCode/verify/signOut/user.
- Files (images and PDFs): const file = await cloud.files.upload(blob) gives { id, name, url, ... }; put file.url in a record and use it in <img src> or a link; cloud.files.remove(id).
- Errors are CloudError with .code (quota_exceeded, forbidden, sign_in_required, ...) and a .message to show the user. Always show loading and error states.
- Collection names: lower-case letters, digits, - or _. Each visitor has an anonymous identity kept by the SDK.
Who may read, create, update or delete each collection is declared in ${rulesFile} at the project root, e.g. {"collections": {"posts": {"read": "public", "create": "owner"}}, "files": {"read": "public"}}. Levels: ${accessLevels.join(', ')}. Undeclared collections and operations are "owner": each visitor sees and changes only their own records. Use "public" reads only for content meant for everyone, and avoid public writes.`;

import { useCollection } from '@shipwright/cloud';
import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { useState } from 'react';

// Saved in the app's own backend. cloud.json lets every visitor read the posts; likes stay each
// visitor's own (the default rule), so the heart shows what you liked.
interface Post {
  author: string;
  text: string;
}

interface Like {
  postId: string;
}

// "5 minutes ago", with the exact time on hover.
function Posted({ iso }: { iso: string }) {
  const at = parseISO(iso);
  if (!isValid(at)) return null;
  return (
    <time dateTime={iso} title={format(at, 'd MMM yyyy, HH:mm')} className="text-xs text-muted">
      {formatDistanceToNow(at, { addSuffix: true })}
    </time>
  );
}

export function Feed() {
  const posts = useCollection<Post>('posts');
  const likes = useCollection<Like>('likes');
  const [author, setAuthor] = useState('');
  const [draft, setDraft] = useState('');
  const problem = posts.error ?? likes.error;
  // Loaded, and not failed before anything came: only then is an empty feed really empty.
  const loaded = !posts.loading && !(posts.error && posts.items.length === 0);
  // A change that fails shows up as the problem below, so there is nothing more to do with it here.
  const save = (change: Promise<unknown>) => change.catch(() => undefined);
  const toggleLike = (postId: string) => {
    const like = likes.items.find((l) => l.postId === postId);
    void save(like ? likes.remove(like.id) : likes.add({ postId }));
  };
  return (
    <section aria-labelledby="feed-title" className="mx-auto max-w-2xl">
      <h1 id="feed-title" className="text-3xl font-bold">
        Feed
      </h1>
      <form
        className="mt-4 rounded-xl border border-line bg-panel p-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!draft.trim()) return;
          void save(posts.add({ author: author.trim() || 'Anonymous', text: draft.trim() }).then(() => setDraft('')));
        }}
      >
        <label htmlFor="composer" className="text-sm font-medium">
          What's happening?
        </label>
        <textarea id="composer" value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} className="mt-2 w-full rounded-md border border-line bg-surface p-2" />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor="author" className="sr-only">
            Your name
          </label>
          <input id="author" value={author} onChange={(e) => setAuthor(e.target.value)} placeholder="Your name (optional)" className="min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2 text-sm" />
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
            Post
          </button>
        </div>
      </form>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600">
          {problem.code === 'network' ? 'Can’t reach the server. Check your connection.' : problem.message}{' '}
          <button type="button" onClick={() => void Promise.all([posts.reload(), likes.reload()])} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {posts.loading && (
        <p role="status" className="mt-6 text-muted">
          Loading the feed…
        </p>
      )}
      {loaded && posts.items.length === 0 && (
        <div className="mt-6 rounded-xl border border-dashed border-line p-8 text-center">
          <p className="text-lg font-semibold">No posts yet</p>
          <p className="mt-1 text-muted">Be the first: write something above and everyone who visits will see it.</p>
        </div>
      )}
      {posts.items.length > 0 && (
        <ul aria-label="Posts" className="mt-6 space-y-4">
          {posts.items.map((p) => {
            const liked = likes.items.some((l) => l.postId === p.id);
            return (
              <li key={p.id} className="rounded-xl border border-line bg-panel p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span className="font-semibold">{p.author}</span>
                  <Posted iso={p.createdAt} />
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{p.text}</p>
                <button type="button" aria-pressed={liked} onClick={() => toggleLike(p.id)} className="mt-3 text-sm text-brand-600">
                  {liked ? '♥ Liked' : '♡ Like'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

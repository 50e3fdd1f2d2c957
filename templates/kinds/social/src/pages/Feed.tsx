import { useState } from 'react';
import { posts as initial } from '../data';

export function Feed() {
  const [posts, setPosts] = useState(initial);
  const [liked, setLiked] = useState<number[]>([]);
  const [draft, setDraft] = useState('');
  const toggleLike = (id: number) => setLiked((l) => (l.includes(id) ? l.filter((x) => x !== id) : [...l, id]));
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
          setPosts([{ id: Date.now(), author: 'You', text: draft.trim(), likes: 0 }, ...posts]);
          setDraft('');
        }}
      >
        <label htmlFor="composer" className="text-sm font-medium">
          What's happening?
        </label>
        <textarea id="composer" value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} className="mt-2 w-full rounded-md border border-line bg-surface p-2" />
        <button type="submit" className="mt-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          Post
        </button>
      </form>
      <ul className="mt-6 space-y-4">
        {posts.map((p) => (
          <li key={p.id} className="rounded-xl border border-line bg-panel p-4">
            <p className="font-semibold">{p.author}</p>
            <p className="mt-1">{p.text}</p>
            <button type="button" aria-pressed={liked.includes(p.id)} onClick={() => toggleLike(p.id)} className="mt-3 text-sm text-brand-600">
              {liked.includes(p.id) ? '♥' : '♡'} {p.likes + (liked.includes(p.id) ? 1 : 0)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { KindDef } from './kinds';

// Music, learning, blog, portfolio, social: things people browse, play or follow.

export const music: KindDef = {
  page: { id: 'player', label: 'Player', component: 'Player' },
  list: 'tracks',
  type: 'export interface Track {\n  id: number;\n  title: string;\n  artist: string;\n  seconds: number;\n}\n',
  typeName: 'Track',
  items: () =>
    [
      ['Morning Drive', 'The Lanterns'],
      ['Neon Rain', 'Kaia Moon'],
      ['Paper Planes', 'Northbound'],
      ['Slow Tide', 'Ember & Oak'],
      ['Golden Hour', 'The Lanterns'],
      ['Static Hearts', 'Velvet Echo'],
    ].map(([title, artist], i) => ({ id: i + 1, title, artist, seconds: 180 + ((i * 37) % 90) })),
  newItem: (name, id) => ({ id, title: name, artist: 'Unknown artist', seconds: 200 }),
  hero: (spec) => ({
    headline: `${spec.name}: music for every mood`,
    subheading: 'Hand-picked tracks, one tap away. Press play and let it flow.',
    cta: 'Open the player',
  }),
  features: [
    ['Curated playlists', 'Fresh picks every week.'],
    ['No ads', 'Just the music, uninterrupted.'],
    ['Offline ready', 'Take your favourites anywhere.'],
  ],
  tagline: 'Press play.',
  source: `import { useState } from 'react';
import { tracks } from '../data';

const time = (s: number) => Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');

export function Player() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [liked, setLiked] = useState<number[]>([]);
  const track = tracks[index];
  const step = (delta: number) => setIndex((i) => (i + delta + tracks.length) % tracks.length);
  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <section aria-label="Now playing" className="rounded-2xl bg-brand-600 p-6 text-white">
        <div aria-hidden="true" className="aspect-square rounded-xl bg-brand-500" />
        <h1 className="mt-4 text-2xl font-bold">{track?.title}</h1>
        <p className="opacity-80">{track?.artist}</p>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button type="button" aria-label="Previous track" onClick={() => step(-1)} className="rounded-full px-3 py-2 hover:bg-brand-500">
            ⏮
          </button>
          <button type="button" aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)} className="rounded-full bg-white px-5 py-3 text-brand-700">
            {playing ? '❚❚' : '▶'}
          </button>
          <button type="button" aria-label="Next track" onClick={() => step(1)} className="rounded-full px-3 py-2 hover:bg-brand-500">
            ⏭
          </button>
        </div>
        <p role="status" className="mt-4 text-center text-sm opacity-80">
          {playing ? 'Playing' : 'Paused'} · {track ? time(track.seconds) : ''}
        </p>
      </section>
      <section aria-labelledby="queue-title">
        <h2 id="queue-title" className="text-2xl font-bold">
          Up next
        </h2>
        <ol className="mt-4 divide-y divide-line rounded-xl border border-line bg-panel">
          {tracks.map((t, i) => (
            <li key={t.id} className={'flex items-center gap-3 p-3 ' + (i === index ? 'bg-brand-50' : '')}>
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => {
                  setIndex(i);
                  setPlaying(true);
                }}
                className="flex-1 text-left"
              >
                <span className="font-medium">{t.title}</span>
                <span className="block text-sm text-muted">{t.artist}</span>
              </button>
              <span className="text-sm text-muted">{time(t.seconds)}</span>
              <button
                type="button"
                aria-label={(liked.includes(t.id) ? 'Unlike ' : 'Like ') + t.title}
                aria-pressed={liked.includes(t.id)}
                onClick={() => setLiked((l) => (l.includes(t.id) ? l.filter((x) => x !== t.id) : [...l, t.id]))}
                className="text-brand-600"
              >
                {liked.includes(t.id) ? '♥' : '♡'}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
`,
};

export const learning: KindDef = {
  page: { id: 'courses', label: 'Courses', component: 'Courses' },
  list: 'courses',
  type: 'export interface Course {\n  id: number;\n  title: string;\n  level: string;\n  lessons: string[];\n}\n',
  typeName: 'Course',
  items: (spec) => {
    const topic = spec.nouns.find((n) => !/course|learn|platform|lesson|student|online|teach/.test(n));
    const subject = topic ? topic[0].toUpperCase() + topic.slice(1) : 'Web Development';
    return [
      {
        id: 1,
        title: `${subject} Foundations`,
        level: 'Beginner',
        lessons: ['Welcome', 'Core ideas', 'Your first project'],
      },
      {
        id: 2,
        title: `Practical ${subject}`,
        level: 'Intermediate',
        lessons: ['Planning', 'Hands-on workshop', 'Common mistakes', 'Review'],
      },
      { id: 3, title: `${subject} Masterclass`, level: 'Advanced', lessons: ['Deep dive', 'Case study', 'Capstone'] },
    ];
  },
  newItem: (name, id) => ({ id, title: name, level: 'Beginner', lessons: ['Introduction', 'Practice', 'Quiz'] }),
  hero: (spec) => ({
    headline: `Learn at your own pace with ${spec.name}`,
    subheading: 'Short lessons, real projects and progress you can see.',
    cta: 'Browse courses',
  }),
  features: [
    ['Bite-sized lessons', 'Ten minutes a day is enough.'],
    ['Track progress', 'See every lesson you finish.'],
    ['Expert teachers', 'Taught by people who do it for a living.'],
  ],
  tagline: 'Keep learning.',
  source: `import { useState } from 'react';
import { courses } from '../data';

export function Courses() {
  const [openId, setOpenId] = useState(courses[0]?.id ?? 0);
  const [done, setDone] = useState<string[]>([]);
  const toggle = (key: string) => setDone((d) => (d.includes(key) ? d.filter((k) => k !== key) : [...d, key]));
  return (
    <section aria-labelledby="courses-title">
      <h1 id="courses-title" className="text-3xl font-bold">
        Courses
      </h1>
      <div className="mt-6 space-y-4">
        {courses.map((c) => {
          const finished = c.lessons.filter((l) => done.includes(c.id + ':' + l)).length;
          const percent = Math.round((finished / c.lessons.length) * 100);
          return (
            <article key={c.id} className="rounded-xl border border-line bg-panel p-5">
              <button type="button" aria-expanded={openId === c.id} onClick={() => setOpenId(openId === c.id ? 0 : c.id)} className="flex w-full items-center justify-between text-left">
                <span>
                  <span className="text-lg font-semibold">{c.title}</span>
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{c.level}</span>
                </span>
                <span className="text-sm text-muted">{percent}% complete</span>
              </button>
              <div className="mt-3 h-2 rounded-full bg-brand-100" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={c.title + ' progress'}>
                <div className="h-2 rounded-full bg-brand-600" style={{ width: percent + '%' }} />
              </div>
              {openId === c.id && (
                <ul className="mt-4 space-y-2">
                  {c.lessons.map((l) => (
                    <li key={l}>
                      <label className="flex items-center gap-2">
                        <input type="checkbox" checked={done.includes(c.id + ':' + l)} onChange={() => toggle(c.id + ':' + l)} />
                        {l}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
`,
};

export const blog: KindDef = {
  page: { id: 'articles', label: 'Articles', component: 'Articles' },
  list: 'posts',
  type: 'export interface Post {\n  id: number;\n  title: string;\n  tag: string;\n  date: string;\n  body: string;\n}\n',
  typeName: 'Post',
  items: (spec) => {
    const topic = spec.nouns.find((n) => !/blog|post|article|writing/.test(n)) ?? 'life';
    return [
      {
        id: 1,
        title: `Getting started with ${topic}`,
        tag: 'Guides',
        date: '2026-11-02',
        body: `Everything I wish I had known when I first got into ${topic}: the basics, the tools and the habits that stick.`,
      },
      {
        id: 2,
        title: `Five lessons from a year of ${topic}`,
        tag: 'Stories',
        date: '2026-10-18',
        body: 'Small experiments, honest mistakes and what actually worked in the end.',
      },
      {
        id: 3,
        title: 'A slower, better weekly routine',
        tag: 'Habits',
        date: '2026-09-30',
        body: 'How planning less on Sunday made every other day of the week calmer.',
      },
      {
        id: 4,
        title: `The ${topic} reading list`,
        tag: 'Guides',
        date: '2026-09-12',
        body: 'Books, newsletters and podcasts worth your time this season.',
      },
    ];
  },
  newItem: (name, id) => ({
    id,
    title: name,
    tag: 'Notes',
    date: '2026-11-22',
    body: 'A new post: write the first paragraph here.',
  }),
  hero: (spec) => ({
    headline: spec.name,
    subheading: 'Notes, stories and guides, written slowly and shared freely.',
    cta: 'Read the latest',
  }),
  features: [
    ['Weekly posts', 'A new article every Monday.'],
    ['No paywall', 'Everything here is free to read.'],
    ['Honest notes', 'What worked, and what did not.'],
  ],
  tagline: 'Written with care.',
  source: `import { useState } from 'react';
import { posts } from '../data';

export function Articles() {
  const [tag, setTag] = useState('All');
  const [openId, setOpenId] = useState(0);
  const tags = ['All', ...new Set(posts.map((p) => p.tag))];
  const shown = tag === 'All' ? posts : posts.filter((p) => p.tag === tag);
  const open = posts.find((p) => p.id === openId);
  if (open) {
    return (
      <article className="mx-auto max-w-2xl">
        <button type="button" onClick={() => setOpenId(0)} className="text-sm text-brand-600">
          ← All articles
        </button>
        <h1 className="mt-4 text-3xl font-bold">{open.title}</h1>
        <p className="mt-1 text-sm text-muted">
          {open.date} · {open.tag}
        </p>
        <p className="mt-6 leading-7">{open.body}</p>
      </article>
    );
  }
  return (
    <section aria-labelledby="articles-title">
      <h1 id="articles-title" className="text-3xl font-bold">
        Articles
      </h1>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Tag">
        {tags.map((t) => (
          <button key={t} type="button" aria-pressed={tag === t} onClick={() => setTag(t)} className={'rounded-full px-3 py-1 text-sm ' + (tag === t ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}>
            {t}
          </button>
        ))}
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {shown.map((p) => (
          <li key={p.id} className="rounded-xl border border-line bg-panel p-5">
            <p className="text-xs uppercase tracking-wide text-brand-600">{p.tag}</p>
            <h2 className="mt-1 text-lg font-semibold">{p.title}</h2>
            <p className="mt-2 text-sm text-muted">{p.body}</p>
            <button type="button" onClick={() => setOpenId(p.id)} className="mt-3 text-sm font-semibold text-brand-600">
              Read more →
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
`,
};

export const portfolio: KindDef = {
  page: { id: 'work', label: 'Work', component: 'Work' },
  list: 'projects',
  type: 'export interface Project {\n  id: number;\n  title: string;\n  category: string;\n  summary: string;\n}\n',
  typeName: 'Project',
  items: () => [
    {
      id: 1,
      title: 'Harbour Coffee rebrand',
      category: 'Branding',
      summary: 'A warm identity and packaging system for a local roaster.',
    },
    {
      id: 2,
      title: 'Trailmate app',
      category: 'Product',
      summary: 'A hiking companion used by 40,000 walkers every month.',
    },
    {
      id: 3,
      title: 'City at Dusk',
      category: 'Photography',
      summary: 'A photo series on the quiet hour between work and night.',
    },
    {
      id: 4,
      title: 'Northwind dashboard',
      category: 'Product',
      summary: 'Turning a cluttered internal tool into a calm daily workspace.',
    },
    {
      id: 5,
      title: 'Fieldnotes zine',
      category: 'Branding',
      summary: 'Layout and type for a quarterly print magazine.',
    },
  ],
  newItem: (name, id) => ({
    id,
    title: name,
    category: 'New',
    summary: 'A fresh project: describe the brief and the result.',
  }),
  hero: (spec) => ({
    headline: `Hi, this is ${spec.name}`,
    subheading: 'Selected work in design, product and photography.',
    cta: 'See my work',
  }),
  features: [
    ['Strategy', 'Clear goals before pixels.'],
    ['Design', 'Interfaces and identities that feel right.'],
    ['Delivery', 'On time, documented, ready to ship.'],
  ],
  tagline: 'Available for new projects.',
  source: `import { useState } from 'react';
import { projects } from '../data';

export function Work() {
  const [category, setCategory] = useState('All');
  const [selected, setSelected] = useState(0);
  const categories = ['All', ...new Set(projects.map((p) => p.category))];
  const shown = category === 'All' ? projects : projects.filter((p) => p.category === category);
  return (
    <section aria-labelledby="work-title">
      <h1 id="work-title" className="text-3xl font-bold">
        Selected work
      </h1>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Category">
        {categories.map((c) => (
          <button key={c} type="button" aria-pressed={category === c} onClick={() => setCategory(c)} className={'rounded-full px-3 py-1 text-sm ' + (category === c ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}>
            {c}
          </button>
        ))}
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((p) => (
          <li key={p.id}>
            <button type="button" aria-expanded={selected === p.id} onClick={() => setSelected(selected === p.id ? 0 : p.id)} className="w-full rounded-xl border border-line bg-panel p-4 text-left hover:border-brand-500">
              <div aria-hidden="true" className="h-36 rounded-lg bg-brand-100" />
              <h2 className="mt-3 font-semibold">{p.title}</h2>
              <p className="text-sm text-brand-600">{p.category}</p>
              {selected === p.id && <p className="mt-2 text-sm text-muted">{p.summary}</p>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
`,
};

export const social: KindDef = {
  page: { id: 'feed', label: 'Feed', component: 'Feed' },
  list: 'posts',
  type: 'export interface Post {\n  id: number;\n  author: string;\n  text: string;\n  likes: number;\n}\n',
  typeName: 'Post',
  items: (spec) => {
    const topic = spec.nouns.find((n) => !/social|network|feed|friend|share|post|communit/.test(n)) ?? 'weekend';
    return [
      {
        id: 1,
        author: 'Maya Patel',
        text: `Just joined! Looking forward to talking ${topic} with all of you.`,
        likes: 12,
      },
      { id: 2, author: 'Jonas Berg', text: `Hot take: the best ${topic} ideas come on long walks.`, likes: 34 },
      { id: 3, author: 'Alicia Gomez', text: 'Sharing my progress from this week. Small steps add up!', likes: 8 },
    ];
  },
  newItem: (name, id) => ({ id, author: 'You', text: name, likes: 0 }),
  hero: (spec) => ({
    headline: `${spec.name}: your people, your feed`,
    subheading: 'Share what you are up to and follow the friends who inspire you.',
    cta: 'Open the feed',
  }),
  features: [
    ['Real friends', 'A feed of people you chose, in order.'],
    ['Kind by design', 'Moderation tools that keep it friendly.'],
    ['Private first', 'You decide who sees what.'],
  ],
  tagline: 'Stay close.',
  source: `import { useState } from 'react';
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
`,
};

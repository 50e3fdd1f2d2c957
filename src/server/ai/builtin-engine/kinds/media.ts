import type { KindDef } from './kinds';

// Music, learning, blog, portfolio, social: things people browse, play or follow.

export const music: KindDef = {
  page: { id: 'player', label: 'Player', component: 'Player' },
  content: {
    name: 'tracks',
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
  },
  cloud: {
    records: 'Likes',
    saved: () =>
      'Tracks are yours to edit in `src/data.ts`; the tracks each visitor likes are saved in the app’s own backend, so they stay liked.',
  },
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
};

export const learning: KindDef = {
  page: { id: 'courses', label: 'Courses', component: 'Courses' },
  content: {
    name: 'courses',
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
  },
  cloud: {
    records: 'Finished lessons',
    saved: () =>
      'Courses are yours to edit in `src/data.ts`; the lessons each visitor ticks off are saved in the app’s own backend, so their progress stays.',
  },
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
};

export const blog: KindDef = {
  page: { id: 'articles', label: 'Articles', component: 'Articles' },
  content: {
    name: 'posts',
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
  },
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
};

export const portfolio: KindDef = {
  front: 'highlights',
  page: { id: 'work', label: 'Work', component: 'Work' },
  content: {
    name: 'projects',
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
  },
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
};

export const social: KindDef = {
  page: { id: 'feed', label: 'Feed', component: 'Feed' },
  cloud: {
    records: 'Posts',
    saved: () =>
      'Posts are saved in the app’s own backend, and `cloud.json` lets everyone who visits read them (only its author can change a post); likes are each visitor’s own.',
    rules: { collections: { posts: { read: 'public' } } },
  },
  hero: (spec) => ({
    headline: `${spec.name}: your people, your feed`,
    subheading: 'Share what you are up to and see what everyone else is sharing.',
    cta: 'Open the feed',
  }),
  features: [
    ['Share in seconds', 'Write a post and everyone here sees it.'],
    ['Newest first', 'The feed starts with what was just posted.'],
    ['Likes that last', 'Heart the posts you love; they stay liked.'],
  ],
  tagline: 'Stay close.',
};

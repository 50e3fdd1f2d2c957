import type { Archetype } from './archetypes';

/** One representative first prompt per kind of app: used by the tests and the benchmark. */
export const SAMPLE_PROMPTS: Record<Archetype, string> = {
  store: 'Build an online store for my coffee roastery with a cart',
  learning: 'A learning platform called Code Camp with courses and lessons',
  music: 'A music app with a player and playlists, purple',
  analytics: 'An analytics dashboard for website traffic metrics',
  portfolio: 'A portfolio for my design studio to showcase my work',
  social: 'A social app where friends share posts about hiking in a feed',
  admin: 'An admin dashboard to manage users and roles for my agency',
  blog: 'A blog about sourdough baking with a newsletter section',
  tasks: 'A todo app to manage my tasks, green',
  booking: 'A booking site for my Zen Flow Yoga studio with appointments and a contact section',
  landing: 'A dark landing page for my SaaS startup with pricing and FAQ',
  site: 'Wedding website for Anna and Ben with our story, the schedule and an RSVP form',
  generic: 'An app to keep track of recipes, ingredients and shopping lists',
};

import { describe, expect, it } from 'vitest';
import { detectArchetype } from './archetypes';
import { findColour } from './colours';
import { SAMPLE_PROMPTS } from './sample-prompts';
import { buildSpec, extractName, findSubject } from './spec';

describe('detectArchetype', () => {
  it.each([
    ['an online store for my plant shop with a cart', 'store'],
    ['a learning platform with courses and lessons for students', 'learning'],
    ['a music app with playlists and a player', 'music'],
    ['an analytics dashboard with metrics and charts', 'analytics'],
    ['a portfolio to showcase my work as a photographer', 'portfolio'],
    ['a social app where friends share posts in a feed', 'social'],
    ['an admin dashboard to manage users and roles', 'admin'],
    ['a blog for my travel articles', 'blog'],
    ['a todo list task manager', 'tasks'],
    ['a booking site for appointments at my salon', 'booking'],
    ['a landing page for my SaaS startup with pricing', 'landing'],
    ['an app to keep track of my recipes and ingredients', 'generic'],
    ['a habit tracker', 'generic'],
  ])('%s → %s', (prompt, kind) => {
    expect(detectArchetype(prompt)).toBe(kind);
  });
});

describe('the kind buildSpec settles on', () => {
  it.each(Object.entries(SAMPLE_PROMPTS))('keeps the %s sample', (kind, prompt) => {
    expect(buildSpec(prompt).archetype).toBe(kind);
  });

  it.each([
    // A known thing the description plainly keeps outweighs a kind's keyword…
    ['A job application tracker with interview dates and a kanban board', 'generic'],
    ['Podcast episodes I want to listen to', 'generic'],
    ['A support ticket system for my shop with open and closed tickets', 'generic'],
    ['Quiz app for pub trivia night with scores', 'generic'],
    // A catalogue, list or directory of the things is one the owner keeps, whatever their domain…
    ['Course catalogue for my online school', 'generic'],
    ['a podcast list', 'generic'],
    ['Product catalog for my hardware store', 'store'],
    // …otherwise the domain's own kind, or the kind the description says it is, wins.
    ['online courses on watercolor painting', 'learning'],
    ['a booking system for my salon', 'booking'],
    ['a blog to track my travels', 'blog'],
    ['event planning checklist for our company offsite', 'tasks'],
    // Marketing sites keep their kinds: their known words only modify or are in passing; a venue's
    // or an occasion's website is a site.
    ['Restaurant site with menu, opening hours and a reservation form', 'site'],
    ['Wedding website with our story, the schedule and an RSVP form', 'site'],
    ['A website for my yoga studio with class times and booking', 'booking'],
    ['Landing page for my new productivity app with pricing and a newsletter form', 'landing'],
    ['Wedding guest list with RSVPs and meal choices', 'generic'],
    ['Inventory for a small bakery with stock levels', 'generic'],
    ['Dashboard of my website analytics', 'analytics'],
    ['Photo portfolio for a wedding photographer', 'portfolio'],
    ['Online store for handmade candles', 'store'],
    ['an online shop selling my paintings', 'store'],
    ['A blog about baking bread', 'blog'],
    ['A website for my yoga studio with class times and booking', 'booking'],
  ])('%s → %s', (prompt, kind) => {
    expect(buildSpec(prompt).archetype).toBe(kind);
  });
});

describe('names and colours', () => {
  it('prefers quoted text, then "called", then "for my …"', () => {
    expect(extractName('a store "Leaf & Stem" for plants', 'store')).toBe('Leaf & Stem');
    expect(extractName('a music app called night owl radio', 'music')).toBe('Night Owl Radio');
    expect(extractName('a booking site for my zen flow yoga studio, green please', 'booking')).toBe(
      'Zen Flow Yoga Studio',
    );
    expect(extractName('a blog', 'blog')).toBe('The Daily Notes');
    expect(extractName("an online shop for my mom's bakery, it's great", 'store')).toBe("Mom's Bakery");
    expect(extractName("a blog called 'Slow Mornings' please", 'blog')).toBe('Slow Mornings');
  });

  it('falls back to what the description is about, or the place it opens with, before a stock name', () => {
    expect(extractName('A blog about baking bread', 'blog')).toBe('Baking Bread Blog');
    expect(extractName('a podcast about true crime, weekly', 'music')).toBe('True Crime');
    expect(extractName('Restaurant site with menu and a reservation form', 'booking')).toBe('Restaurant');
    expect(extractName('Yoga studio with class times', 'booking')).toBe('Yoga Studio');
    expect(extractName('A coffee shop website', 'store')).toBe('Coffee Shop');
    // Words that name a kind of app, or say nothing, are not names.
    expect(extractName('a music app with a player', 'music')).toBe('Soundwave');
    expect(extractName('an online shop with a cart', 'store')).toBe('Corner Shop');
    expect(extractName('a landing page with an about section', 'landing')).toBe('Launchpad');
  });

  it('names a kind’s app after its subject, with the word for the kind where the subject lacks one', () => {
    expect(extractName('Online store for handmade candles', 'store')).toBe('Handmade Candle Shop');
    expect(extractName('an online store selling vintage vinyl records', 'store')).toBe('Vintage Vinyl Record Shop');
    expect(extractName('A store for my bakery with cakes and bread', 'store')).toBe('Bakery');
    expect(extractName('sales dashboard with revenue charts', 'analytics')).toBe('Sales Dashboard');
    expect(extractName('a dashboard showing website traffic', 'analytics')).toBe('Website Traffic Dashboard');
    expect(extractName('analytics dashboard for my SaaS', 'analytics')).toBe('SaaS Dashboard');
    expect(extractName('online courses on watercolor painting', 'learning')).toBe('Watercolor Painting Academy');
    expect(extractName('a social network for dog owners', 'social')).toBe('Dog Owners Network');
    expect(extractName('portfolio for a photographer', 'portfolio')).toBe('Photographer Portfolio');
    expect(extractName('a blog for my bakery', 'blog')).toBe('Bakery Blog');
  });

  it('finds colours, dark mode and sections', () => {
    expect(findColour('make it purple and dark')).toBe('purple');
    const spec = buildSpec('a dark green landing page with testimonials and a contact form');
    expect(spec).toMatchObject({
      archetype: 'landing',
      accent: 'green',
      dark: true,
      sections: ['contact', 'testimonials'],
    });
  });
});

describe('what a list app keeps', () => {
  it.each([
    ['a habit tracker', 'habit', 'habits'],
    ['an expense tracker for our trip', 'expense', 'expenses'],
    ['my workout log', 'workout', 'workouts'],
    ['an app to keep track of recipes, ingredients and shopping lists', 'recipe', 'recipes'],
    ['track my movies', 'movie', 'movies'],
    ['a glass collection', 'glass', 'glasses'],
    ['an app to organise my boxes', 'box', 'boxes'],
    ['an app to log my runs', 'run', 'runs'],
    ['a list of countries to visit', 'country', 'countries'],
    ['a reading log', 'item', 'items'],
    ['a daily tracker', 'item', 'items'],
    ['an app for my notes', 'item', 'items'],
  ])('%s → %s / %s', (prompt, singular, plural) => {
    expect(findSubject(prompt)).toEqual({ singular, plural });
  });

  it('names a generic list app for it when the prompt gives no name', () => {
    expect(extractName('a habit tracker', 'generic')).toBe('Habit Tracker');
    expect(extractName('a habit tracker called Streaks', 'generic')).toBe('Streaks');
    expect(extractName('a reading log', 'generic')).toBe('Reading Log');
  });
});

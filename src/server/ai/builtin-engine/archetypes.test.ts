import { describe, expect, it } from 'vitest';
import { detectArchetype } from './archetypes';
import { findColour } from './colours';
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
    expect(extractName('a reading log', 'generic')).toBe('My App');
  });
});

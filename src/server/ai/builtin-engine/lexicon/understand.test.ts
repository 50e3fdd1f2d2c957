import { describe, expect, it } from 'vitest';
import { understand } from './index';

interface Case {
  says: string;
  domain: string;
  name?: string;
  /** Field keys the record must have (the domain's own or added by the description). */
  fields?: string[];
  features?: string[];
  /** Features it must not have. */
  not?: string[];
}

const CASES: Case[] = [
  {
    says: 'a habit tracker with daily check-ins, streaks and a weekly chart',
    domain: 'habits',
    name: 'Habit Tracker',
    features: ['streaks', 'chart'],
  },
  {
    says: 'track my spending by category',
    domain: 'expenses',
    name: 'Expense Tracker',
    fields: ['amount', 'category'],
    features: ['chart', 'totals'],
  },
  { says: 'log my gym workouts', domain: 'workouts', name: 'Gym Log', features: ['chart'] },
  // What a building, a school, a street or a club keeps together.
  { says: 'Repair requests from tenants with photos', domain: 'requests', features: ['kanban', 'filters'] },
  { says: 'Lost property log for our gym', domain: 'lost-found', name: 'Lost Property Log', features: ['search'] },
  { says: 'Bring list for our street party: who brings which dish', domain: 'potluck', fields: ['broughtBy'] },
  { says: 'League table for our five-a-side teams', domain: 'standings', features: ['ranking'] },
  // A pub quiz is where the teams play, not questions to answer.
  { says: 'Scoreboard for our weekly pub quiz teams', domain: 'standings', name: 'Scoreboard', not: ['quiz'] },
  // The user's own short name: two things joined before the app noun, or the app noun and what it is for.
  { says: 'Gym and swim log', domain: 'swims', name: 'Gym and Swim Log' },
  { says: 'Feeding and nappy tracker for our newborn', domain: 'baby-log', name: 'Feeding and Nappy Tracker' },
  { says: 'Countdown to our holiday with a packing list', domain: 'packing', name: 'Holiday Countdown' },
  {
    says: 'a tracker for my sourdough starters with photos',
    domain: 'sourdough-starters',
    name: 'Sourdough Starter Tracker',
  },
  { says: 'a reading list', domain: 'books', name: 'Reading List', fields: ['rating'], features: ['rating'] },
  { says: 'a list of books I want to read, with tags', domain: 'books', fields: ['tags'], features: ['tags'] },
  { says: 'a tracker for my vinyl records', domain: 'albums' },
  {
    says: 'keep track of my hot sauces',
    domain: 'hot-sauces',
    name: 'Hot Sauce Tracker',
    fields: ['name', 'status', 'date', 'notes'],
  },
  {
    says: 'a tracker for my sourdough starters with photos',
    domain: 'sourdough-starters',
    name: 'Sourdough Starter Tracker',
    fields: ['photo'],
  },
  { says: 'an app for my yoga studio', domain: 'classes', name: 'Yoga Studio', features: ['calendar'] },
  {
    says: 'Can you build a members list for my book club? Members should be able to log in.',
    domain: 'members',
    name: 'Book Club',
    features: ['signin'],
  },
  { says: 'a booking app for my salon', domain: 'appointments', name: 'Salon', features: ['calendar'] },
  {
    says: 'I want to keep track of the cheeses I taste, with ratings',
    domain: 'cheeses',
    fields: ['rating'],
    features: ['rating'],
  },
  { says: 'a workout journal', domain: 'workouts', name: 'Workout Journal' },
  { says: 'track how much water I drink every day', domain: 'water', features: ['goals', 'streaks'], not: ['signin'] },
  {
    says: 'a todo list with due dates and priority',
    domain: 'tasks',
    fields: ['dueDate', 'priority'],
    features: ['kanban'],
  },
  {
    says: "a recipe book called Grandma's Kitchen",
    domain: 'recipes',
    name: "Grandma's Kitchen",
    features: ['rating'],
  },
  { says: 'a "Green Fingers" app for my houseplants with watering reminders', domain: 'plants', name: 'Green Fingers' },
  { says: 'plant care app with photos and notes', domain: 'plants', fields: ['photo', 'notes'] },
  {
    says: 'track my runs with distance and time, show a chart over time',
    domain: 'runs',
    fields: ['distanceKm'],
    features: ['chart'],
  },
  { says: 'flashcards for learning spanish', domain: 'flashcards', features: ['quiz'] },
  { says: 'a quiz app for my students', domain: 'quiz-questions', features: ['quiz'] },
  { says: 'kanban board for my bug reports', domain: 'bugs', features: ['kanban'] },
  {
    says: 'a simple expense tracker where users can sign up and log in, with CSV export',
    domain: 'expenses',
    features: ['signin', 'export', 'totals'],
  },
  {
    says: 'wine cellar app with ratings and prices',
    domain: 'wines',
    fields: ['price', 'rating'],
    features: ['rating'],
  },
  { says: "What's a good app to log bird sightings on my walks?", domain: 'birds', name: 'Bird Sightings' },
  { says: 'an app to track my mood every day', domain: 'moods', features: ['chart', 'streaks'] },
  {
    says: 'a meal planner for the week with a calendar view',
    domain: 'meal-plans',
    name: 'Meal Planner',
    features: ['calendar'],
  },
  { says: 'packing list for our camping trip', domain: 'packing', name: 'Packing List', fields: ['packed'] },
  { says: "my dog's vet visits", domain: 'vet-visits', fields: ['cost'] },
  { says: 'a tool to keep track of job applications as a board', domain: 'job-applications', features: ['kanban'] },
  {
    says: 'an inventory app for my bakery with quantity and price',
    domain: 'inventory',
    name: 'Inventory',
    fields: ['quantity', 'unitCost'],
  },
  { says: 'a budget app', domain: 'budgets', name: 'Budget Planner', features: ['totals'] },
  { says: 'invoices for my freelance clients with due dates', domain: 'invoices', fields: ['dueDate'] },
  { says: 'a place to save my favourite quotes', domain: 'sayings', features: ['search'] },
  { says: 'a tiny app to count the days until my wedding', domain: 'countdowns', features: ['timer'] },
  { says: 'a guest list for my wedding with RSVP status', domain: 'guests', fields: ['rsvp'], not: ['kanban'] },
  { says: 'track my sleep and see a weekly graph', domain: 'sleep', features: ['chart'] },
  { says: 'a shift rota for my cafe staff', domain: 'shifts', name: 'Shift Rota', features: ['calendar'] },
  { says: 'I want to log the fish I catch', domain: 'fishing', name: 'Fishing Log' },
  { says: 'a board game collection', domain: 'board-games', not: ['kanban'] },
  { says: 'make me an app', domain: 'items', name: 'My List' },
  { says: 'coffee tasting notes with stars', domain: 'coffee', features: ['rating'] },
  { says: 'help me remember which movies I have watched', domain: 'movies', fields: ['watched'] },
  {
    says: 'leads pipeline for my agency with email and phone, sortable by stage',
    domain: 'leads',
    features: ['kanban', 'sort'],
  },
  { says: 'log blood pressure readings twice a day', domain: 'blood-pressure', features: ['chart'] },
  { says: 'an app where tenants can see rent payments', domain: 'rent-payments', features: ['totals'] },
  { says: 'Track subscriptions and show the monthly total', domain: 'subscriptions', features: ['totals'] },
  { says: 'pomodoro timer for study sessions', domain: 'study-sessions', features: ['timer'] },
  {
    says: 'a support ticket system with priority and filters',
    domain: 'tickets',
    fields: ['priority'],
    features: ['filters'],
  },
  {
    says: 'a volunteer roster for our food bank with hours',
    domain: 'volunteers',
    fields: ['hours'],
    features: ['totals'],
  },
  {
    says: 'I want to keep track of my medications and whether I took them',
    domain: 'medications',
    features: ['streaks'],
  },
  { says: 'where I can catalog my lego sets with pictures and price', domain: 'lego', fields: ['photo', 'pricePaid'] },
  { says: 'log my bike rides and climbs', domain: 'rides', features: ['chart'] },
  {
    says: 'A trip planner with a packing checklist and budget',
    domain: 'trips',
    name: 'Trip Planner',
    fields: ['budget'],
  },
  { says: 'a grocery list we can share as a family, with categories', domain: 'groceries', fields: ['aisle'] },
  { says: 'Invoices for my design studio: client, amount, paid or not', domain: 'invoices', name: 'Invoice Tracker' },
  { says: 'A bug tracker for our small team', domain: 'bugs', name: 'Bug Tracker' },
  { says: 'Inventory for a small bakery with a search box', domain: 'inventory', features: ['search'] },
  { says: 'track the books I lend to friends', domain: 'lending', name: 'Lending Log', fields: ['book', 'borrower'] },
  {
    says: 'Book club app where members log in and rate the books',
    domain: 'book-club',
    features: ['signin', 'rating'],
  },
  { says: 'Time tracking for client projects with CSV export', domain: 'time-entries', features: ['totals', 'export'] },
  { says: 'a countdown timer app for my pomodoro sessions', domain: 'study-sessions', name: 'Focus Timer' },
  { says: 'Workout timer with intervals', domain: 'intervals', name: 'Interval Timer', features: ['timer'] },
  { says: 'Quiz app for pub trivia night', domain: 'quiz-questions', name: 'Trivia Quiz', features: ['quiz'] },
  { says: 'Podcast episodes I want to listen to', domain: 'podcasts', fields: ['status', 'show'] },
];

describe('understand', () => {
  it.each(CASES)('$says', (c) => {
    const u = understand(c.says);
    expect(u.domain.id).toBe(c.domain);
    if (c.name) expect(u.name).toBe(c.name);
    const keys = u.fields.map((f) => f.key);
    for (const key of c.fields ?? []) expect(keys).toContain(key);
    for (const feature of c.features ?? []) expect(u.features).toContain(feature);
    for (const feature of c.not ?? []) expect(u.features).not.toContain(feature);
  });

  it('keeps exactly one required title and no duplicate keys after adding fields', () => {
    for (const c of CASES) {
      const u = understand(c.says);
      expect(u.fields.filter((f) => f.required)).toHaveLength(1);
      expect(new Set(u.fields.map((f) => f.key)).size).toBe(u.fields.length);
    }
  });

  it('adds asked-for fields by type, before closing notes', () => {
    const u = understand('a tracker for my hot sauces with category, price, rating, photo and a link');
    const types = Object.fromEntries(u.fields.map((f) => [f.key, f.type]));
    expect(types).toMatchObject({
      category: 'select',
      price: 'currency',
      rating: 'rating',
      photo: 'image',
      link: 'url',
    });
    expect(u.fields.at(-1)?.key).toBe('notes');
    expect(u.features).toContain('rating');
  });

  it('does not duplicate a field the domain already has', () => {
    const u = understand('an expense tracker with amount, category, date and notes');
    expect(u.fields.map((f) => f.key)).toEqual(['title', 'amount', 'category', 'date', 'notes']);
  });

  it('reads subject labels from the domain or the invented noun', () => {
    expect(understand('a habit tracker').subject).toEqual({ singular: 'Habit', plural: 'Habits' });
    expect(understand('keep track of my hot sauces').subject).toEqual({ singular: 'Hot Sauce', plural: 'Hot Sauces' });
    expect(understand('keep track of my hot sauces').known).toBe(false);
  });

  it('tells the subject a description keeps from a modifier, a venue or a word in passing', () => {
    const strong = (says: string) => understand(says).strong;
    expect(strong('Podcast episodes I want to listen to')).toBe(true);
    expect(strong('Invoices for my design studio')).toBe(true);
    expect(strong('a job application tracker')).toBe(true);
    expect(strong('Restaurant site with menu and opening hours')).toBe(false);
    expect(strong('A website for my yoga studio with class times')).toBe(false);
    expect(strong('A blog about baking bread')).toBe(false);
  });

  it('reads two nouns together as the last one, unless it gathers or notes the first', () => {
    expect(understand('Student grades for my class with averages').domain.id).toBe('grades');
    expect(understand('Medication reminders for my grandmother').domain.id).toBe('medications');
    expect(understand('a volunteer roster for our food bank').domain.id).toBe('volunteers');
  });

  it('never takes a feature named with its widget for the subject', () => {
    expect(understand('quick notes with a search box').domain.id).toBe('notes');
    expect(understand('my recipes, with a search bar and filter buttons').domain.id).toBe('recipes');
    expect(understand('a kanban board for my bug reports').domain.id).toBe('bugs');
  });

  it('does not read rates and board games as ratings and boards', () => {
    expect(understand('log my heart rate').features).not.toContain('rating');
    expect(understand('track debts with the interest rate').features).not.toContain('rating');
    expect(understand('a list of board games').features).not.toContain('kanban');
  });
});

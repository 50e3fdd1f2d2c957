import { describe, expect, it } from 'vitest';
import { bundle, first, followUp, proseOf } from './test-utils';
import { buildSpec } from './understand/spec';

// Families of apps a kind's keyword used to claim: shared things booked by the day, live data,
// a page feature the kind cannot show, and a month at a glance.

const page = (files: Record<string, string>) => files['src/components/records/RecordsPage.tsx'] ?? '';

describe('things booked by the day', () => {
  it.each([
    ['Book a desk in our office for the days I come in', 'desk-bookings', 'Desk'],
    ['parking spot reservations for our building', 'parking-bookings', 'Spot'],
    ['Meeting room booking for a small coworking space', 'room-bookings', 'Room'],
    ['Restaurant table reservations', 'table-reservations', 'Party size'],
  ])('"%s" keeps bookings of the thing, on a week view, not a booking site', (prompt, domain, thing) => {
    const spec = buildSpec(prompt);
    expect(spec.archetype).toBe('generic');
    expect(spec.records?.domain.id).toBe(domain);
    expect(spec.records?.fields.map((f) => f.label)).toContain(thing);
    expect(spec.records?.features).toContain('calendar');
  });

  it('leaves a studio that takes bookings a booking site', () => {
    expect(buildSpec('a booking site for my hair salon').archetype).toBe('booking');
  });
});

describe('a feature the kind cannot show', () => {
  it('gives a timer with a task list, and a quiz that scores, the records app that has them', () => {
    const timer = buildSpec('Pomodoro timer with a task list');
    expect(timer.archetype).toBe('generic');
    expect(timer.records?.features).toContain('timer');
    const quiz = buildSpec('A quiz about European capitals that gives a score at the end');
    expect(quiz.archetype).toBe('generic');
    expect(quiz.records?.features).toContain('quiz');
  });

  it('keeps a stock portfolio as holdings, and warehouse stock as an inventory', () => {
    expect(buildSpec('Stock portfolio with gains and losses per holding').records?.domain.id).toBe('investments');
    expect(buildSpec('Warehouse stock with low-stock alerts').records?.domain.id).toBe('inventory');
  });
});

describe('live data', () => {
  it('builds a weather dashboard of cities with the weather fetched live, and only there', async () => {
    const { reply, files } = first('weather dashboard for the cities I care about');
    expect(files['src/schema.ts']).toContain('weather: true,');
    expect(files['src/components/records/LiveWeather.tsx']).toContain('api.open-meteo.com');
    expect(files['src/components/records/live.ts']).toBeDefined();
    expect(page(files)).toContain('<LiveWeather records={records.items}');
    expect(proseOf(reply)).toMatch(/weather now in each, fetched live/);
    expect((await bundle(files)).errors).toEqual([]);
    const habits = first('a habit tracker').files;
    expect(habits['src/components/records/live.ts']).toBeUndefined();
    expect(habits['src/components/records/LiveNotice.tsx']).toBeUndefined();
    expect(page(habits)).not.toMatch(/LiveWeather|CurrencyRates/);
  });

  it('builds a currency converter over the pinned currencies at live rates', async () => {
    const { files } = first('Currency converter with my favourite currencies pinned');
    expect(files['src/schema.ts']).toContain('rates: true,');
    expect(files['src/schema.ts']).toContain("code: 'EUR'");
    expect(files['src/components/records/CurrencyRates.tsx']).toContain('api.frankfurter.app');
    expect(files['src/components/records/LiveWeather.tsx']).toBeUndefined();
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('never fetches the weather for a list that only mentions it', () => {
    expect(buildSpec('Fishing log: catches, spots, weather').records?.features).not.toContain('weather');
  });
});

describe('a month calendar', () => {
  it('shows a mood per day of the month instead of a week view, and a follow-up can add one', async () => {
    const { files } = first('Mood tracker with a colour for each day of the month');
    expect(files['src/schema.ts']).toContain('month: true,');
    expect(files['src/schema.ts']).toContain('week: false,');
    expect(page(files)).toContain('<MonthCalendar records={records.items}');
    expect((await bundle(files)).errors).toEqual([]);
    const { reply, files: after } = followUp(first('a running log').files, 'add a month calendar');
    expect(after['src/schema.ts']).toContain('month: true,');
    expect(after['src/components/records/MonthCalendar.tsx']).toBeDefined();
    expect(proseOf(reply)).toMatch(/added a month calendar/);
  });

  it('reads "a monthly heatmap" as the check-ins of a habit by day, not as a list of months', () => {
    const spec = buildSpec('Habit tracker but only for weekdays, with a monthly heatmap');
    expect(spec.records?.domain.id).toBe('habits');
    expect(spec.records?.features).toContain('month');
  });
});

describe('one booking of a thing at a time', () => {
  it('writes which fields a booking may not repeat, and the form names who has it', () => {
    const { files } = first('Book a desk in our office for the days I come in');
    expect(files['src/schema.ts']).toContain("unique: ['desk', 'bookedFor', 'time'],");
    expect(files['src/components/records/clash.ts']).toContain('is already taken by');
  });

  it('gives quiz samples their answers, so the quiz works before anything is added', () => {
    const { files } = first('A quiz about European capitals that gives a score at the end');
    expect(files['src/schema.ts']).toMatch(/question: 'Capital of France\?', answer: 'Paris'/);
  });
});

describe('figures worked out from a record', () => {
  it('gives each holding its value and gain or loss, and the summary their totals', async () => {
    const { files } = first('Stock portfolio with gains and losses per holding');
    expect(files['src/schema.ts']).toContain(
      "{ key: 'gainLoss', label: 'Gain/loss', type: 'currency', signed: true, terms: [{ times: ['units', 'currentPrice'] }, { times: ['units', 'buyPrice'], minus: true }] },",
    );
    expect((await bundle(files)).errors).toEqual([]);
    // A follow-up that removes a field a figure needs takes the figure out with it.
    const { files: after } = followUp(files, 'remove the buy price field');
    expect(after['src/schema.ts']).not.toContain("{ times: ['units', 'buyPrice'], minus: true }");
    expect(after['src/schema.ts']).toContain("{ key: 'value', label: 'Value'");
  });
});

describe('the user’s own name for the app', () => {
  it('takes a short opening phrase that ends in what the app is, where no known thing names it', () => {
    expect(buildSpec('Pomodoro timer with a task list').name).toBe('Pomodoro Timer');
    expect(buildSpec('Employee onboarding checklist').name).toBe('Employee Onboarding Checklist');
    // A known thing plainly kept keeps its own name; a long phrase is no name.
    expect(buildSpec('A habit tracker with daily check-ins').name).toBe('Habit Tracker');
    expect(buildSpec('the big shared family holiday gift list for christmas').name).not.toMatch(/Big Shared/);
  });
});

import { describe, expect, it } from 'vitest';
import { bundle, first, followUp, proseOf } from './test-utils';

// Websites for a venue, an occasion or a band: the site kind, with the parts asked for, named after
// the venue or the couple, and forms that keep what visitors send in App Cloud.

const nav = (files: Record<string, string>) =>
  [...(files['src/navigation.ts'] ?? '').matchAll(/\{ id: '[^']+', label: '([^']+)', component: \w+ \}/g)].map(
    (m) => m[1],
  );

describe('websites', () => {
  it('a wedding site has the story, the schedule and an RSVP page whose replies are kept', async () => {
    const { reply, files } = first('Wedding website for Anna and Ben with our story, the schedule and an RSVP form');
    expect(files['src/data.ts']).toContain('(kind: site)');
    expect(files['src/data.ts']).toContain("appName = 'Anna & Ben'");
    expect(files['src/data.ts']).toContain("headline: 'Anna & Ben are getting married'");
    expect(nav(files)).toEqual(['Home', 'RSVP']);
    expect(files['src/home-sections.ts']).toContain('component: StorySection ');
    expect(files['src/home-sections.ts']).toContain('component: ScheduleSection ');
    // No highlights block ("Why people choose us") on a wedding site.
    expect(files['src/home-sections.ts']).not.toContain('Features');
    expect(files['src/components/Features.tsx']).toBeUndefined();
    expect(files['src/components/sections/RsvpSection.tsx']).toContain("useCollection<Reply>('rsvps')");
    expect(files['src/data.ts']).toMatch(/export const schedule: Schedule = \{[\s\S]*Ceremony/);
    expect(proseOf(reply)).toMatch(/^I built \*\*Anna & Ben\*\*, a wedding website/);
    expect(proseOf(reply)).toContain('RSVPs are saved in the app’s own backend');
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('a restaurant site has its menu on a page, opening hours, and a reservation form when asked', async () => {
    const { files } = first('Restaurant site with menu, opening hours and a reservation form');
    expect(files['src/data.ts']).toContain("appName = 'The Restaurant'");
    expect(nav(files)).toEqual(['Home', 'Menu', 'Reserve']);
    expect(files['src/data.ts']).toMatch(/export const menu: MenuGroup\[\] = \[[\s\S]*Starters/);
    expect(files['src/data.ts']).toMatch(/export const visit: Visit = \{[\s\S]*Tuesday to Thursday/);
    expect(files['src/data.ts']).toContain("target: 'menu'");
    expect(files['src/home-sections.ts']).toContain('component: HoursSection ');
    expect(files['src/components/sections/ReservationSection.tsx']).toContain(
      "useCollection<Reservation>('reservations')",
    );
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('a page named by its form leads with it: the RSVP form under the hero, not on a page of its own', async () => {
    const { reply, files } = first('Event RSVP page for our company summer party');
    expect(nav(files)).toEqual(['Home']);
    expect(files['src/home-sections.ts']).toMatch(
      /id: 'hero', component: Hero \},\n {2}\{ id: 'rsvp', component: RsvpSection \}/,
    );
    expect(files['src/data.ts']).toContain("target: '#rsvp'");
    expect(proseOf(reply)).toContain('a home page with a hero, a form for guests’ replies');
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('a party has a party’s words, not a conference’s, and a fundraiser with a goal is a list of donations', () => {
    const { files } = first('RSVP page for our summer barbecue');
    expect(files['src/data.ts']).toContain("title: 'Schedule'");
    expect(files['src/data.ts']).toMatch(/subheading: 'Saturday \d+ July \d{4} · from 15:00/);
    expect(files['src/data.ts']).not.toMatch(/talks|sessions/i);
    const fundraiser = first('Charity fundraiser page with a goal and a donor list').files;
    expect(fundraiser['src/data.ts']).toContain('(kind: generic)');
    expect(fundraiser['src/schema.ts']).toContain("collection: 'donations'");
    expect(fundraiser['src/schema.ts']).toMatch(/goal: true/);
  });

  it.each([
    ['Restaurant website with our menu and opening hours', 'The Restaurant', ['Home', 'Menu', 'Contact']],
    ['A website for our bakery with a contact form', 'The Bakery', ['Home', 'Menu', 'Contact']],
    ['Dental clinic site with a contact form', 'Dental Clinic', ['Home', 'Contact']],
    ['A site for our band with tour dates and a newsletter signup', 'The Band', ['Home', 'Contact']],
    ["Luigi's pizzeria website", "Luigi's Pizzeria", ['Home', 'Menu', 'Contact']],
    ["Anna and Ben's wedding: how we met, the day's timeline, photos and RSVP", 'Anna & Ben', ['Home', 'RSVP']],
  ])('%s: a site named %s with pages %j', (prompt, name, pages) => {
    const { files } = first(prompt);
    expect(files['src/data.ts']).toContain('(kind: site)');
    expect(files['src/data.ts']).toContain(`appName = '${name.replace(/'/g, "\\'")}'`);
    expect(nav(files)).toEqual(pages);
  });

  it('writes the words for what the site is for', () => {
    expect(first('A website for our bakery with a contact form').files['src/data.ts']).toContain('Country sourdough');
    expect(first('Dental clinic site with a contact form').files['src/data.ts']).toContain('Check-up and clean');
    const band = first('A site for our band with tour dates and a newsletter signup').files;
    expect(band['src/data.ts']).toContain("title: 'Tour dates'");
    expect(band['src/home-sections.ts']).toContain('component: NewsletterSection ');
    expect(band['src/components/sections/NewsletterSection.tsx']).toContain("useCollection<Subscriber>('subscribers')");
  });

  it('keeps contact messages in App Cloud', () => {
    const { files } = first('Dental clinic site with a contact form');
    const contact = files['src/components/sections/ContactSection.tsx'];
    expect(contact).toContain("useCollection<Message>('messages')");
    expect(contact).toContain('role="alert"');
  });

  it('adds and removes a site’s parts in follow-ups, with words for the site', async () => {
    const wedding = first('Wedding website with our story, the schedule and an RSVP form').files;
    const { reply, files } = followUp(wedding, 'add a gallery section and an faq page');
    expect(files['src/home-sections.ts']).toContain('component: PhotosSection ');
    expect(files['src/navigation.ts']).toContain('component: QuestionsSection ');
    expect(files['src/data.ts']).toContain('Can I bring a plus one?');
    expect(proseOf(reply)).toMatch(/added a gallery to the home page and added a Questions page/);
    expect((await bundle(files)).errors).toEqual([]);
    const removed = followUp(files, 'remove the schedule section').files;
    expect(removed['src/home-sections.ts']).not.toContain('ScheduleSection');
    expect(removed['src/components/sections/ScheduleSection.tsx']).toBeUndefined();
  });

  it('says plainly what it did not build', () => {
    const { reply } = first("Website for Luigi's pizzeria with a map and online ordering");
    expect(proseOf(reply)).toContain('I haven’t added a map (the address is in the Find us box) and online ordering');
  });

  it('leaves apps that keep things, product launches and booking sites to their kinds', () => {
    const kind = (prompt: string) => /\(kind: (\w+)\)/.exec(first(prompt).files['src/data.ts'] ?? '')?.[1];
    expect(kind('Wedding guest list with RSVPs and meal choices')).toBe('generic');
    expect(kind('Landing page for my new productivity app with pricing and a newsletter form')).toBe('landing');
    expect(kind('A website for my yoga studio with class times and booking')).toBe('booking');
    expect(kind('Dashboard of my website analytics')).toBe('analytics');
  });
});

import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../../apps/template/project-template';
import { generateReply } from './engine';
import { bundle, extractBlocks, first, followUp, proseOf, starter } from './test-utils';
import { SAMPLE_PROMPTS as PROMPTS } from './understand/sample-prompts';
import { buildSpec } from './understand/spec';

describe('first turn: a complete app for every kind', () => {
  it.each(Object.entries(PROMPTS))('%s bundles with no errors', async (kind, prompt) => {
    expect(buildSpec(prompt).archetype).toBe(kind);
    const { reply, files } = first(prompt);
    expect(proseOf(reply)).toMatch(/^I built \*\*.+\*\*/);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['src/App.tsx', 'src/data.ts', 'src/navigation.ts']));
    expect(files['src/App.tsx']).toContain("from 'react-router'");
    // A shop, a booking site, a portfolio or a landing page has a front page; a tool opens on its main page.
    const front = ['store', 'booking', 'portfolio', 'landing', 'site'].includes(kind);
    expect(files['src/navigation.ts']?.match(/\{ id: '([^']+)'/)?.[1] === 'home').toBe(front);
    // …and shows sections only where they were asked for, on an About page.
    const about = files['src/navigation.ts']?.includes("{ id: 'about', label: 'About', component: Home }");
    expect('src/pages/Home.tsx' in files).toBe(front || about);
    expect(front && about).toBe(false);
    expect(files['src/data.ts']).toContain(`(kind: ${kind})`);
    const result = await bundle(files);
    expect(result.errors).toEqual([]);
    expect(result.size).toBeGreaterThan(50_000);
    // Tailwind compiled the classes the generated components use.
    expect(result.css).toMatch(/\.min-h-screen\{/);
    expect(result.css).toMatch(/\.bg-brand-600\{/);
    expect(result.css).not.toContain('@import');
  });

  it('uses the name, colour and sections from the prompt', () => {
    const { reply, files } = first(PROMPTS.booking);
    expect(proseOf(reply)).toContain('Zen Flow Yoga Studio');
    expect(files['src/data.ts']).toContain("appName = 'Zen Flow Yoga Studio'");
    expect(files['index.html']).toContain('<title>Zen Flow Yoga Studio</title>');
    expect(files['src/home-sections.ts']).toContain('component: ContactSection ');
    expect(first(PROMPTS.tasks).files['src/index.css']).toContain('accent: green; mode: light');
    expect(first(PROMPTS.landing).files['src/index.css']).toContain('mode: dark');
  });

  it('keeps names with quotes and braces safe in code', async () => {
    const { files } = first(`an online shop called "Mom's {Cookie} <Bakery>" with a newsletter and about us section`);
    expect(files['src/data.ts']).toContain("appName = 'Mom\\'s {Cookie} <Bakery>'");
    expect((await bundle(files)).errors).toEqual([]);
    const followed = followUp(files, "add a product called It's {great}");
    expect((await bundle(followed.files)).errors).toEqual([]);
  });

  it('has interactive state where the kind needs it', () => {
    expect(first(PROMPTS.store).files['src/pages/Shop.tsx']).toContain('Add to cart');
    expect(first(PROMPTS.tasks).files['src/pages/Tasks.tsx']).toContain("useCollection<Task>('tasks')");
    expect(first(PROMPTS.music).files['src/pages/Player.tsx']).toContain('Next track');
  });

  it('takes an explicit colour preference from custom instructions, nothing else', () => {
    const reply = (customInstructions: string) =>
      generateReply({
        messages: [{ role: 'user', content: PROMPTS.blog }],
        files: loadTemplate(),
        frozen: [],
        customInstructions,
        starter,
      });
    expect(reply('Our brand colour is teal. Keep copy short.')).toContain('accent: teal; mode: light');
    expect(reply('Write clean code. Support dark mode where sensible.')).toContain('accent: amber; mode: light');
    expect(reply('Always use dark mode.')).toContain('accent: amber; mode: dark');
  });

  it('never writes a frozen file and says so', () => {
    const { reply } = first(PROMPTS.store, loadTemplate(), ['src/App.tsx']);
    expect(extractBlocks(reply).map((b) => b.path)).not.toContain('src/App.tsx');
    expect(proseOf(reply)).toContain('`src/App.tsx` is frozen');
  });
});

describe('follow-ups', () => {
  const base = first(PROMPTS.store).files;

  it.each([
    ['make it dark', 'src/index.css', 'mode: dark', /dark mode/],
    ['rename the app to Bean There', 'src/data.ts', "appName = 'Bean There'", /renamed the app/],
    [
      'change the heading to "Fresh beans, every week"',
      'src/data.ts',
      "headline: 'Fresh beans, every week'",
      /heading/,
    ],
    ['add a contact section', 'src/home-sections.ts', 'component: ContactSection ', /contact section/],
    ['change the colours to green', 'src/index.css', 'accent: green', /green/],
    ['add an FAQ page', 'src/navigation.ts', "label: 'FAQ'", /FAQ page/],
    ['add a page for our story', 'src/navigation.ts', "label: 'Story'", /Story page to the navigation with the story/],
    ['add a menu section', 'src/home-sections.ts', 'component: MenuSection ', /added the menu to the home page/],
  ])('%s', async (message, path, expected, prose) => {
    const { reply, blocks, files } = followUp(base, message);
    expect(blocks.length).toBeGreaterThan(0);
    expect(files[path]).toContain(expected);
    expect(proseOf(reply)).toMatch(prose);
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('says where a shop’s product is added, since its products are records, not code', () => {
    const { reply, blocks } = followUp(base, 'add a product called Cold Brew Bottle');
    expect(blocks).toEqual([]);
    expect(proseOf(reply)).toContain('so I haven’t added “Cold Brew Bottle” to any file: add it in the Database tab');
  });

  it('writes an added page’s words for the app, never placeholder copy', async () => {
    const { files } = followUp(base, 'add a page for our story');
    expect(files['src/data.ts']).toMatch(/export const story: Story = \{[\s\S]*opened its doors/);
    expect(files['src/components/sections/StorySection.tsx']).toContain('story.paragraphs');
    expect(Object.values(files).join('\n')).not.toMatch(/will live here/);
    expect((await bundle(files)).errors).toEqual([]);
    // A page it has no words for is declined, plainly, with what it can add instead.
    const declined = followUp(base, 'add a page called Wholesale');
    expect(declined.blocks).toEqual([]);
    expect(proseOf(declined.reply)).toMatch(
      /I can’t write a “Wholesale” page offline .*I can add a page or section for our story/,
    );
  });

  it('prefers small SEARCH/REPLACE edits for existing files', () => {
    const { blocks } = followUp(base, 'rename the app to Bean There');
    expect(blocks.map((b) => [b.kind, b.path])).toEqual([
      ['edit', 'index.html'],
      ['edit', 'src/data.ts'],
    ]);
  });

  it('handles several requests in one message', async () => {
    const { reply, files } = followUp(base, 'add a testimonials section and a gallery page, then make it purple');
    expect(files['src/home-sections.ts']).toContain('component: TestimonialsSection ');
    expect(files['src/navigation.ts']).toContain('component: GallerySection ');
    expect(files['src/index.css']).toContain('accent: purple');
    for (const said of ['testimonials section', 'Gallery page', 'purple']) expect(proseOf(reply)).toContain(said);
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('says when nothing needed changing', () => {
    const dark = followUp(base, 'make it dark').files;
    const { reply, blocks } = followUp(dark, 'switch to dark mode');
    expect(blocks).toEqual([]);
    expect(reply).toMatch(/already/);
  });

  it('does not read other clauses as pages', () => {
    const { files } = followUp(base, 'add a contact section and change the heading to Welcome Page');
    expect(files['src/navigation.ts']).toBe(base['src/navigation.ts']);
    expect(files['src/data.ts']).toContain("headline: 'Welcome Page'");
  });

  it('removes a section and a page again', async () => {
    const withBoth = followUp(followUp(base, 'add a testimonials section').files, 'add an about page').files;
    const removed = followUp(followUp(withBoth, 'remove the testimonials section').files, 'remove the about page');
    expect(removed.files['src/home-sections.ts']).not.toContain('Testimonials');
    expect(removed.files['src/navigation.ts']).not.toContain("'about'");
    expect(removed.files['src/pages/AboutPage.tsx']).toBeUndefined();
    expect((await bundle(removed.files)).errors).toEqual([]);
  });

  it('moves a home-page section, and says plainly when it cannot', async () => {
    const order = (files: Record<string, string>) =>
      [...(files['src/home-sections.ts'] ?? '').matchAll(/component: (\w+) \}/g)].map((m) => m[1]);
    const withTwo = followUp(followUp(base, 'add a testimonials section').files, 'add an faq section').files;
    expect(order(withTwo)).toEqual(['Hero', 'Features', 'TestimonialsSection', 'FaqSection']);
    const top = followUp(withTwo, 'move the FAQ to the top');
    expect(order(top.files)).toEqual(['Hero', 'FaqSection', 'Features', 'TestimonialsSection']);
    expect(proseOf(top.reply)).toContain('moved the FAQ section to the top (under the hero)');
    const below = followUp(top.files, 'put the faq section below the testimonials');
    expect(order(below.files)).toEqual(['Hero', 'Features', 'TestimonialsSection', 'FaqSection']);
    const aboveHero = followUp(withTwo, 'move testimonials above the hero');
    expect(order(aboveHero.files)[0]).toBe('TestimonialsSection');
    expect((await bundle(aboveHero.files)).errors).toEqual([]);
    // Nothing to move, or already there: no blocks, and the reply says why.
    const missing = followUp(base, 'move the pricing section to the bottom');
    expect(missing.blocks).toEqual([]);
    expect(proseOf(missing.reply)).toMatch(/no pricing section to move/);
    expect(proseOf(followUp(below.files, 'move the faq to the bottom').reply)).toMatch(/already at the bottom/);
  });

  it('adds items to the list of other kinds', () => {
    const booking = followUp(first(PROMPTS.booking).files, 'add a service: Hot Stone Massage');
    expect(booking.files['src/data.ts']).toContain("{ id: 5, name: 'Hot Stone Massage', minutes: 60, price: 40 }");
    const music = followUp(first(PROMPTS.music).files, 'add a song called "Blue Monday"');
    expect(music.files['src/data.ts']).toContain("title: 'Blue Monday'");
  });

  it('rebuilds as a new kind of app when asked', async () => {
    const { reply, files } = followUp(base, 'turn it into a music app with playlists');
    expect(proseOf(reply)).toMatch(/^I rebuilt the app as \*\*.+\*\*, a music app/);
    expect(files['src/pages/Player.tsx']).toBeDefined();
    expect(files['src/pages/Shop.tsx']).toBeUndefined();
    expect((await bundle(files)).errors).toEqual([]);
  });

  it('in discuss mode says what it would do and writes nothing', () => {
    const reply = generateReply({
      messages: [{ role: 'user', content: 'make it dark, add a faq section and rename the app to Bean There' }],
      files: base,
      frozen: [],
      discuss: true,
      starter,
    });
    expect(extractBlocks(reply)).toEqual([]);
    expect(reply).toContain(
      'I would switch to dark mode, add a faq section to the home page and rename the app to “Bean There”',
    );
  });

  it('does not rebuild on a vague request', () => {
    const { blocks, reply } = followUp(base, 'make the store look nicer');
    expect(blocks).toEqual([]);
    expect(reply).toContain('OPENAI_API_KEY');
  });

  it('answers honestly, with no blocks, when a request is beyond it', () => {
    const { reply, blocks } = followUp(base, 'connect it to Stripe and send order e-mails');
    expect(blocks).toEqual([]);
    expect(reply).toMatch(/can’t do that/);
    expect(reply).toContain('OPENAI_API_KEY');
  });

  it('leaves frozen files alone and says so', () => {
    const { reply, blocks } = followUp(base, 'make it dark and rename the app to Bean There', ['src/index.css']);
    expect(blocks.map((b) => b.path)).not.toContain('src/index.css');
    expect(blocks.map((b) => b.path)).toContain('src/data.ts');
    expect(reply).toContain('`src/index.css` is frozen');
  });
});

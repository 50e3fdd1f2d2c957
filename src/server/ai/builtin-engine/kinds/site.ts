import { siteContent } from '../site/content';
import type { KindDef } from './kinds';

// A website for a venue, an occasion or a person. Its pages, parts and words come from the
// description (understand/site-spec.ts, site/content.ts) and are written by site/generate.ts;
// this is what the rest of the engine asks of every kind.

export const site: KindDef = {
  page: { id: 'home', label: 'Home', component: 'Home' },
  hero: (spec) =>
    spec.site
      ? siteContent(spec.site, spec.name).hero
      : { headline: `Welcome to ${spec.name}`, subheading: '', cta: 'Get in touch' },
  features: [],
  tagline: 'Here when you need us.',
};

import { explicitName } from '../lexicon/names';
import { HEAD_END, titleCase } from '../lexicon/text';
import type { Archetype } from './archetypes';
import { type Season, seasonOf } from './season';

// Reading a description of a website (a wedding, a restaurant, a band, a clinic…): whether it is
// one, what it is for, which parts it asks for, and what it is called.

// The parts a website is made of, named here because reading a description picks them; the
// files that draw them are site/sections.ts's.
export const SITE_PARTS = ['story', 'services', 'menu', 'schedule', 'photos', 'questions', 'hours'] as const;
export type SitePart = (typeof SITE_PARTS)[number];
/** Forms that may have a page of their own, best first. */
export const SITE_FORMS = ['rsvp', 'reservation', 'contact'] as const;
export type SiteForm = (typeof SITE_FORMS)[number];

export type Flavour = 'wedding' | 'event' | 'food' | 'band' | 'care' | 'business' | 'personal';

export interface SiteSpec {
  flavour: Flavour;
  /** The venue or occasion's own word ("bakery", "dental clinic", "wedding"), for copy. */
  venue: string;
  /** Content parts, in page order. */
  parts: SitePart[];
  /** The form that gets its own page (RSVP, reservation or contact), if any. */
  form: SiteForm | null;
  /** The description names the site by its form ("an RSVP page", "a reservations site"): the form is on the front page, under the hero. */
  formFirst: boolean;
  /** Content parts that get their own page too (a restaurant's menu). */
  pages: SitePart[];
  /** Parts asked for (or forms) this site has not got, in the user's words. */
  notBuilt: string[];
  /** The season the occasion is in ("our summer party"), for its date. */
  season: Season | null;
  /** The owner asked to be told when the form is sent ("notify me", "let us know"): a function does it. */
  notify: boolean;
}

const FLAVOURS: Array<[Flavour, RegExp]> = [
  ['wedding', /\b(?:wedding|marriage|getting married|elopement|engagement party)\b/],
  [
    'event',
    /\b(?:party|conference|festival|reunion|meetup|meet-up|gala|fundraiser|retreat|summit|hackathon|shower|anniversary|workshop day|barbecue|bbq|picnic|housewarming|graduation|christening|bar mitzvah|bat mitzvah)\b/,
  ],
  [
    'food',
    /\b(?:restaurant|bistro|caf[eé]|coffee shop|coffeehouse|bakery|patisserie|pizzeria|pizza place|diner|bar|pub|brewery|winery|taproom|food truck|deli|tea ?room|ice cream|trattoria|taqueria|sushi|ramen|brasserie|eatery|steakhouse)\b/,
  ],
  ['band', /\b(?:band|musician|singer|songwriter|dj|choir|orchestra|quartet|rapper)\b/],
  [
    'care',
    /\b(?:dental|dentist|clinic|physio(?:therapy)?|doctor|surgery|vet|veterinary|salon|barber(?:shop)?|spa|massage|beauty|nails?|hairdresser|yoga|pilates|gym|fitness|therapist|therapy|chiropractor|optician|practice)\b/,
  ],
  [
    'business',
    /\b(?:plumb(?:ing|er)|electrician|builders?|cleaning|agency|consultancy|consulting|law firm|lawyer|accountant|garage|mechanic|landscap(?:ing|er)|gardening|florist|photograph(?:y|er)|hotel|b&b|guest ?house|church|charity|nonprofit|club|company|business|studio|shop|farm|school|nursery|daycare)\b/,
  ],
  ['personal', /\b(?:personal|about me|myself|my name is|resume|cv)\b/],
];

const SITE_WORD = /\b(?:web ?site|site|home ?page|landing page|web ?page|one-pager)\b/;
// A site is never what the user asked for when the head names a tool or a list ("wedding guest
// list", "bakery inventory") or a verb of keeping things ("a website to track my expenses").
const TOOL =
  /\b(?:tracker|list|log|planner|manager|management|dashboard|system|crm|database|journal|catalogu?e|organi[sz]er|spreadsheet|tool|calculator|inventory|checklist|portal|track|manage|organi[sz]e|keep track|budget)\b/;
// Kinds a site may replace: the booking kind unless booking is asked for by name, the landing kind
// unless the page launches a product.
const ASKS_BOOKING = /\b(?:booking|bookings|book (?:a|an|classes|appointments?|sessions?|online)|appointments?)\b/;
const PRODUCT = /\b(?:app|saas|startup|software|product|platform|tool|launch|waitlist|beta|api|extension|plugin)\b/;

const ASKS: Record<SitePart | SiteForm, RegExp> = {
  story: /\b(?:story|about (?:us|me)|history|who we are|how we met)\b/,
  schedule:
    /\b(?:schedule|timeline|programme|program|agenda|itinerary|order of (?:the )?day|tour dates|gigs?|concerts|line-?up|timetable|class times|upcoming events)\b/,
  menu: /\b(?:menus?|dishes|wine list|drinks list)\b/,
  hours: /\b(?:opening (?:hours|times)|hours|location|address|directions|find us|map)\b/,
  services: /\b(?:services|treatments|price list|prices|what we (?:do|offer))\b/,
  photos: /\b(?:gallery|photos?|pictures?|images)\b/,
  questions: /\b(?:faqs?|questions|q ?& ?a)\b/,
  rsvp: /\b(?:rsvps?|registration|register|sign[- ]?ups? for the)\b/,
  reservation: /\b(?:reservations?|reserve|book(?:ing)? a table|table bookings?)\b/,
  contact: /\b(?:contact|enquir(?:y|ies)|inquir(?:y|ies)|get in touch|quotes?|message us)\b/,
};

const DEFAULT_PARTS: Record<Flavour, SitePart[]> = {
  wedding: ['story', 'schedule'],
  event: ['story', 'schedule', 'questions'],
  food: ['story', 'menu', 'hours'],
  band: ['story', 'schedule', 'photos'],
  care: ['story', 'services', 'hours'],
  business: ['story', 'services'],
  personal: ['story'],
};
const DEFAULT_FORM: Record<Flavour, SiteForm> = {
  wedding: 'rsvp',
  event: 'rsvp',
  food: 'contact',
  band: 'contact',
  care: 'contact',
  business: 'contact',
  personal: 'contact',
};
// Things people ask a site for that the built-in engine does not build, as the reply names them.
const NOT_BUILT: Array<[RegExp, string]> = [
  [/\bmaps?\b/, 'a map (the address is in the Find us box)'],
  [/\b(?:gift )?registry\b/, 'a gift registry'],
  [/\b(?:online ordering|order online|delivery|takeaway orders?)\b/, 'online ordering'],
  [/\b(?:live ?stream|livestream)\b/, 'a live stream'],
  [/\b(?:accommodation|hotels nearby|where to stay)\b/, 'an accommodation guide'],
  [/\b(?:countdown)\b/, 'a countdown'],
  [/\b(?:tickets?|ticketing)\b/, 'ticket sales'],
  [/\b(?:payments?|pay online|donate|donations)\b/, 'online payments'],
];

// "notify me when someone RSVPs", "e-mail us new enquiries", "let me know".
const NOTIFY =
  /\b(?:notif(?:y|ies|ied|ication)|alert (?:me|us)|let (?:me|us) know|tell (?:me|us)|ping (?:me|us)|text (?:me|us)|e-?mails? (?:me|us)|sends? (?:me|us))\b/;

// "dental clinic", "yoga studio": a place noun after the flavour's word belongs to the venue.
const PLACE = /^\s+(?:clinic|practice|surgery|studio|shop|salon|bar|house|kitchen|truck|room|centre|center|parlou?r)\b/;

export function flavourOf(text: string): { flavour: Flavour; venue: string } | null {
  for (const [flavour, pattern] of FLAVOURS) {
    const m = pattern.exec(text);
    if (m) return { flavour, venue: m[0] + (PLACE.exec(text.slice(m.index + m[0].length))?.[0] ?? '') };
  }
  return null;
}

/** The website a description asks for, or null when it asks for an app of another kind. */
export function readSite(prompt: string, detected: Archetype): SiteSpec | null {
  const text = prompt.toLowerCase();
  const head = text.split(HEAD_END)[0];
  if (TOOL.test(head)) return null;
  const replaceable =
    detected === 'generic' ||
    (detected === 'booking' && !ASKS_BOOKING.test(text)) ||
    (detected === 'landing' && !PRODUCT.test(text) && flavourOf(text) !== null) ||
    (detected === 'music' && /\bband\b/.test(head));
  if (!replaceable) return null;
  const found = flavourOf(head) ?? flavourOf(text);
  const asked = (part: SitePart | SiteForm) => ASKS[part].test(text);
  // "Wedding website…", "our bakery's home page", "Birthday party page…"; or a description that
  // opens with the venue or occasion and asks for a site's parts ("Our wedding: our story and RSVP").
  const saysSite = SITE_WORD.test(head) || (found !== null && /\bpage\b/.test(head));
  const opensWithVenue = flavourOf(head.trim().split(/\s+/).at(-1) ?? '') !== null;
  const asksParts = [...SITE_PARTS, ...SITE_FORMS].some(asked);
  // "A contact form that e-mails me": the form is the site.
  const opensWithForm = /\bform\b/.test(head) && SITE_FORMS.some((form) => ASKS[form].test(head));
  if (!saysSite && !(opensWithVenue && asksParts) && !opensWithForm) return null;
  const { flavour, venue } = found ?? { flavour: 'business' as const, venue: 'business' };
  const parts = SITE_PARTS.filter((part) => asked(part) || DEFAULT_PARTS[flavour].includes(part));
  const forms = SITE_FORMS.filter(asked);
  const form = forms[0] ?? DEFAULT_FORM[flavour];
  return {
    flavour,
    venue,
    parts,
    form,
    formFirst: forms.some((f) => ASKS[f].test(head)),
    pages: flavour === 'food' && parts.includes('menu') ? ['menu'] : [],
    notBuilt: NOT_BUILT.filter(([pattern]) => pattern.test(text)).map(([, what]) => what),
    season: seasonOf(text),
    notify: form !== null && NOTIFY.test(text),
  };
}

const CLEAN = /[^A-Za-z0-9&' -]/g;

/** "Anna & Ben" for a wedding that names the couple, else null. */
function couple(prompt: string): string | null {
  const m = /\b([A-Z][a-z]+)\s+(?:and|&)\s+([A-Z][a-z]+)\b/.exec(prompt);
  return m ? `${m[1]} & ${m[2]}` : null;
}

/** "Luigi's Pizzeria", "Rosa's bakery": a possessive name before the venue. */
function possessive(prompt: string): string | null {
  const m = /\b([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)['’]s\s+([a-z]+(?:\s+[a-z]+)?)/.exec(prompt);
  const venue = m ? flavourOf(m[2].toLowerCase()) : null;
  return m && venue && m[2].toLowerCase().startsWith(venue.venue) ? titleCase(`${m[1]}'s ${venue.venue}`) : null;
}

/** The site's name: the user's, the couple's, a possessive one, else the venue's ("The Bakery"). */
export function siteName(prompt: string, site: SiteSpec, fallback: string): string {
  const given = explicitName(prompt);
  if (given) return given;
  if (site.flavour === 'wedding') return couple(prompt) ?? 'Our Wedding';
  const own = possessive(prompt);
  if (own) return own;
  const name = fallback
    .split(/\s+-\s+/)[0]
    .replace(CLEAN, '')
    .trim();
  if (!name || /^(?:my|our|the)?\s*(?:web ?site|site|home ?page|page)$/i.test(name))
    return titleCase(`The ${site.venue}`);
  return name.split(/\s+/).length === 1 ? `The ${name}` : name;
}

import type { Flavour, SiteSpec } from '../understand/site-spec';
import { band, event, isParty, party, wedding } from './occasions';
import { menuFor, servicesFor, visitFor } from './venues';
import { moment, qa, type SiteContent, type Words } from './words';

// The words on a website, written from what it is for. The owner edits them in src/data.ts.

function venue(name: string, site: SiteSpec): Words {
  const food = site.flavour === 'food';
  const personal = site.flavour === 'personal';
  const place = site.venue.replace(/^(?:my|our)\s+/, '');
  const cta = food ? (site.pages.includes('menu') ? 'See the menu' : 'Visit us') : 'Get in touch';
  return {
    hero: {
      headline: personal ? `Hi, I’m ${name}` : `Welcome to ${name}`,
      subheading: food
        ? 'Seasonal food, made from scratch with local produce and served with a warm welcome.'
        : personal
          ? 'This is where I share what I do, what I care about and how to reach me.'
          : site.flavour === 'care'
            ? 'Friendly, unhurried care from people who know you by name.'
            : `A ${place} you can rely on: honest advice, fair prices and work done right.`,
      cta: site.form === 'reservation' && food ? 'Reserve a table' : cta,
    },
    tagline: food ? 'Good food, good company.' : personal ? 'Thanks for stopping by.' : 'Here when you need us.',
    story: {
      title: personal ? 'About me' : 'Our story',
      paragraphs: personal
        ? [
            'I love making things and helping people. Over the years I have worked with teams large and small, and I still get excited about a good idea.',
            'When I am not working you will find me outdoors, in a good book or in the kitchen.',
          ]
        : [
            `${name} opened its doors in 2012 with a simple idea: do a few things, and do them really well.`,
            food
              ? 'Everything is made here, from scratch, with produce from farms we know by name. Come hungry, and stay as long as you like.'
              : 'We are a small, local team. We take the time to listen, explain what we suggest and why, and look after you like family.',
          ],
    },
    schedule: {
      title: site.flavour === 'care' ? 'Timetable' : 'What’s on',
      intro: 'This week’s highlights.',
      moments: [
        moment('Tuesday 18:00', food ? 'Tasting evening' : 'Open evening', 'Come and say hello.'),
        moment('Thursday 19:00', food ? 'Live music' : 'Workshop', 'Free, no need to book.'),
        moment('Saturday 10:00', food ? 'Brunch club' : 'Drop-in morning', 'Everyone welcome.'),
      ],
    },
    photos: food
      ? ['The dining room', 'Fresh from the kitchen', 'Our team', 'Sunday lunch', 'The terrace', 'Dessert']
      : [
          'Our place',
          'The team at work',
          'Happy customers',
          'Behind the scenes',
          'Before and after',
          'Our neighbourhood',
        ],
    questions: food
      ? [
          qa(
            'Do you cater for allergies?',
            'Yes. Tell us when you arrive and the kitchen will guide you through the menu.',
          ),
          qa('Are dogs welcome?', 'Well-behaved dogs are welcome on the terrace.'),
          qa('Do you take walk-ins?', 'Always, when we have a table free.'),
        ]
      : [
          qa('Do I need an appointment?', 'It helps, but get in touch and we will always try to fit you in.'),
          qa('How do I pay?', 'By card or bank transfer.'),
          qa('Where do I park?', 'There is free parking on the street and a car park two minutes away.'),
        ],
    rsvp: { title: 'RSVP', intro: 'Let us know you are coming.' },
  };
}

const WORDS: Record<Flavour, (name: string, site: SiteSpec, today: Date) => Words> = {
  wedding,
  event: (name, site, today) => (isParty(site) ? party : event)(name, site, today),
  band,
  food: venue,
  care: venue,
  business: venue,
  personal: venue,
};

/** Everything a site with these parts can say, written for what it is for. */
export function siteContent(site: SiteSpec, name: string, today = new Date()): SiteContent {
  const words = WORDS[site.flavour](name, site, today);
  return {
    ...words,
    menu: menuFor(site.venue),
    visit: visitFor(site.flavour === 'food'),
    services: servicesFor(site.venue, site.flavour === 'care'),
    reservation: {
      intro: 'Tell us when you would like to come and how many you are. We confirm every request by e-mail.',
      times: ['12:00', '12:30', '13:00', '13:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'],
    },
  };
}

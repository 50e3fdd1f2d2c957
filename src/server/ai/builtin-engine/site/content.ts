import type {
  MenuGroup,
  Question,
  ReservationInfo,
  RsvpInfo,
  Schedule,
  Service,
  Story,
  Visit,
} from '../../../../../templates/kinds/site/src/data';
import type { Flavour, SiteSpec } from '../understand/site-spec';
import { dayMonthYear, daysFrom, longDate, monthYear, occasionDay, shortDate } from './dates';
import { menuFor, servicesFor, visitFor } from './venues';

// The words on a website, written from what it is for: the hero, the story, the schedule, the
// menu or services, the questions and the forms' introductions. The owner edits them in src/data.ts.

export interface SiteContent {
  hero: { headline: string; subheading: string; cta: string };
  tagline: string;
  story: Story;
  schedule: Schedule;
  menu: MenuGroup[];
  visit: Visit;
  services: Service[];
  photos: string[];
  questions: Question[];
  rsvp: RsvpInfo;
  reservation: ReservationInfo;
}

type Words = Omit<SiteContent, 'menu' | 'visit' | 'services' | 'reservation'>;

const moment = (time: string, title: string, detail: string) => ({ time, title, detail });
const qa = (q: string, a: string) => ({ q, a });

function wedding(name: string, site: SiteSpec, today: Date): Words {
  const couple = name.includes('&') ? name : 'we';
  const day = occasionDay(today, 36, site.season);
  return {
    hero: {
      headline: name.includes('&') ? `${name} are getting married` : 'We’re getting married!',
      subheading: `${longDate(day)} · Willow Barn, Lakeside. We would love you to celebrate with us.`,
      cta: 'RSVP',
    },
    tagline: 'With love, and see you on the dance floor.',
    story: {
      title: 'Our story',
      paragraphs: [
        `${couple === 'we' ? 'We' : couple} met on a rainy Tuesday in a bookshop queue, both holding the same paperback. Coffee turned into dinner, and dinner turned into eight years of adventures.`,
        'Last spring, on a hill above the sea, one of us asked and the other said yes before the question was finished. Now we cannot wait to celebrate with the people we love most.',
      ],
    },
    schedule: {
      title: 'The big day',
      intro: `${longDate(day)}, at Willow Barn, Lakeside.`,
      moments: [
        moment('14:00', 'Ceremony', 'In the orchard. Please arrive fifteen minutes early.'),
        moment('15:00', 'Drinks and canapés', 'On the lawn, with lawn games and music.'),
        moment('17:30', 'Dinner and speeches', 'In the barn. Tissues provided.'),
        moment('20:00', 'First dance and party', 'Dancing until midnight; taxis from 23:30.'),
      ],
    },
    photos: [
      'The proposal',
      'Our first trip',
      'Sunday mornings',
      'Meeting the families',
      'The bookshop',
      'Save the date',
    ],
    questions: [
      qa(
        'Can I bring a plus one?',
        'Your invitation names everyone we have room for. Tell us in your RSVP if you are unsure.',
      ),
      qa('What should I wear?', 'Summer smart. The ceremony is on grass, so leave the stilettos at home.'),
      qa('Is there parking?', 'Yes, free parking at the venue, and taxis can be booked for the evening.'),
    ],
    rsvp: {
      title: 'RSVP',
      intro: `Please reply by ${dayMonthYear(daysFrom(day, -42))} so we can plan the food and the seating.`,
    },
  };
}

function event(name: string, site: SiteSpec, today: Date): Words {
  const day = occasionDay(today, 8, site.season);
  return {
    hero: {
      headline: name,
      subheading: `${longDate(day)} · The Old Town Hall. A day of talks, food and good company.`,
      cta: 'Register',
    },
    tagline: 'See you there.',
    story: {
      title: 'About the event',
      paragraphs: [
        `${name} brings people together for a day of ideas, conversation and good food.`,
        'Everyone is welcome: come for the whole day or drop in for the parts you like.',
      ],
    },
    schedule: {
      title: 'Programme',
      intro: `${longDate(day)}. Doors open at 9:00.`,
      moments: [
        moment('9:30', 'Welcome', 'Coffee, pastries and a hello from the organisers.'),
        moment('10:00', 'Morning sessions', 'Talks and workshops in the main hall.'),
        moment('12:30', 'Lunch', 'Served in the courtyard.'),
        moment('14:00', 'Afternoon sessions', 'Panels and hands-on tables.'),
        moment('17:00', 'Drinks', 'Stay and meet everyone.'),
      ],
    },
    photos: [
      'Last year’s crowd',
      'The main hall',
      'Workshops',
      'Lunch in the courtyard',
      'The speakers',
      'Evening drinks',
    ],
    questions: [
      qa('Is it free?', 'Yes, but places are limited, so please register.'),
      qa('Is the venue accessible?', 'Yes: step-free access throughout and an accessible toilet on every floor.'),
      qa('Can I come for part of the day?', 'Of course. Come and go as you like.'),
    ],
    rsvp: { title: 'Register', intro: 'Save your place: we will e-mail the details a week before.' },
  };
}

function band(name: string, _site: SiteSpec, today: Date): Words {
  const opening = occasionDay(today, 5, null);
  const night = (days: number) => shortDate(daysFrom(opening, days));
  return {
    hero: {
      headline: name,
      subheading: `New record out now, and on tour from ${monthYear(opening)}: come and sing along.`,
      cta: 'Get in touch',
    },
    tagline: 'Turn it up.',
    story: {
      title: 'About us',
      paragraphs: [
        `${name} started in a garage with two borrowed amps and a lot of enthusiasm. Ten years, three records and hundreds of shows later, the enthusiasm is still there.`,
        'We play loud, honest songs about small towns, long drives and the people who make them worth it.',
      ],
    },
    schedule: {
      title: 'Tour dates',
      intro: `From ${monthYear(opening)}. Tickets from the venues.`,
      moments: [
        moment(night(-1), 'The Lantern, Bristol', 'Doors 19:30, with support from Kaia Moon.'),
        moment(night(7), 'Union Chapel, London', 'An acoustic night.'),
        moment(night(13), 'The Cluny, Newcastle', 'Doors 19:00.'),
        moment(night(21), 'Whelan’s, Dublin', 'The last night of the tour.'),
      ],
    },
    photos: ['Live at the Lantern', 'In the studio', 'On the road', 'Soundcheck', 'The new record', 'Backstage'],
    questions: [
      qa('Do you play private events?', 'Sometimes. Send us a message with the date and the place.'),
      qa('Where can I hear the new record?', 'On every streaming service, and on vinyl at our shows.'),
    ],
    rsvp: { title: 'Guest list', intro: 'Put your name down for our next show.' },
  };
}

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
  event,
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

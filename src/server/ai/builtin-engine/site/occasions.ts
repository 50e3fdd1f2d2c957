// The words of a website for an occasion: a wedding, an event (a conference, a meetup), a party
// (a barbecue, a reunion) or a band's tour, with its days ahead of the day it is written.
import type { SiteSpec } from '../understand/site-spec';
import { dayMonthYear, daysFrom, longDate, monthYear, occasionDay, shortDate } from './dates';
import { moment, qa, type Words } from './words';

export function wedding(name: string, site: SiteSpec, today: Date): Words {
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

export function event(name: string, site: SiteSpec, today: Date): Words {
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

// A party, not a programme of talks: a barbecue, a reunion, a shower, a graduation.
const PARTY =
  /\b(?:party|barbecue|bbq|picnic|housewarming|graduation|christening|bar mitzvah|bat mitzvah|reunion|shower|anniversary)\b/;
export const isParty = (site: SiteSpec) => PARTY.test(site.venue);

export function party(name: string, site: SiteSpec, today: Date): Words {
  const day = occasionDay(today, 6, site.season);
  return {
    hero: {
      headline: name,
      subheading: `${longDate(day)} · from 15:00. Food, drinks and good company: we would love you to come.`,
      cta: 'RSVP',
    },
    tagline: 'See you there.',
    story: {
      title: 'About the day',
      paragraphs: [
        `${name} is a relaxed afternoon and evening together: come when you can, stay as long as you like.`,
        'There will be plenty to eat and drink, with vegetarian options. Tell us in your reply if you have any dietary needs.',
      ],
    },
    schedule: {
      title: 'Schedule',
      intro: `${longDate(day)}.`,
      moments: [
        moment('15:00', 'Arrivals', 'Drinks and a warm welcome.'),
        moment('16:30', 'Food', 'Served until everyone has had seconds.'),
        moment('18:00', 'Games and a toast', 'Something for every age.'),
        moment('20:00', 'Music', 'Until we run out of songs.'),
      ],
    },
    photos: ['Last time', 'The food', 'Everyone together', 'The garden', 'Games', 'The evening'],
    questions: [
      qa('Can I bring someone?', 'Of course: add them to the number of guests in your reply.'),
      qa(
        'Should I bring anything?',
        'Just yourself. If you would like to bring a dish or a drink, say so in your reply.',
      ),
      qa('Are children welcome?', 'Yes, the whole family is welcome.'),
    ],
    rsvp: {
      title: 'RSVP',
      intro: `Please reply by ${dayMonthYear(daysFrom(day, -14))} so we know how much food to get.`,
    },
  };
}

export function band(name: string, _site: SiteSpec, today: Date): Words {
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

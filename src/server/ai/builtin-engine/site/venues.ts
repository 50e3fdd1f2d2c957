import type { MenuGroup, Service, Visit } from '../../../../../templates/kinds/site/src/data';

// What a venue's site lists: its menu or its services, and when it is open, by the kind of place.

const dish = (name: string, detail: string, price: string) => ({ name, detail, price });

const MENUS: Array<[RegExp, MenuGroup[]]> = [
  [
    /bakery|patisserie/,
    [
      {
        title: 'Breads',
        dishes: [
          dish('Country sourdough', 'Slow-proved for 36 hours, baked dark', '$7'),
          dish('Seeded rye', 'Sunflower, pumpkin and linseed', '$6.50'),
          dish('Baguette', 'Crackling crust, baked three times a day', '$3.50'),
        ],
      },
      {
        title: 'Pastries and cakes',
        dishes: [
          dish('Butter croissant', 'Laminated by hand every morning', '$3.80'),
          dish('Cardamom bun', 'Swedish style, with pearl sugar', '$4.20'),
          dish('Lemon drizzle', 'A generous slice', '$4.50'),
        ],
      },
    ],
  ],
  [
    /caf|coffee|tea/,
    [
      {
        title: 'Coffee and tea',
        dishes: [
          dish('Flat white', 'Seasonal espresso, whole or oat milk', '$4'),
          dish('Filter of the week', 'Ask us what is brewing', '$3.80'),
          dish('Loose-leaf tea', 'Sencha, Earl Grey or fresh mint', '$3.50'),
        ],
      },
      {
        title: 'Breakfast and lunch',
        dishes: [
          dish('Avocado toast', 'Sourdough, chilli, lime and seeds', '$11'),
          dish('Granola bowl', 'Yoghurt, honey and berries', '$9'),
          dish('Soup of the day', 'With bread from the bakery next door', '$8.50'),
        ],
      },
    ],
  ],
  [
    /pizz/,
    [
      {
        title: 'Pizze',
        dishes: [
          dish('Margherita', 'San Marzano tomato, fior di latte, basil', '$14'),
          dish('Diavola', 'Spicy salami, chilli honey', '$17'),
          dish('Funghi', 'Wild mushrooms, garlic, thyme', '$16'),
        ],
      },
      {
        title: 'To finish',
        dishes: [dish('Tiramisù', 'Made every morning', '$8'), dish('Affogato', 'Vanilla gelato, hot espresso', '$6')],
      },
    ],
  ],
  [
    /bar|pub|brew|taproom|winery/,
    [
      {
        title: 'On tap',
        dishes: [
          dish('House pale ale', 'Citrus and pine, 4.8%', '$7'),
          dish('Dark lager', 'Toasty and smooth, 5.2%', '$7.50'),
          dish('Cider', 'Dry, from a local orchard, 5%', '$7'),
        ],
      },
      {
        title: 'Bar food',
        dishes: [
          dish('Loaded fries', 'Cheese sauce, pickled jalapeños', '$9'),
          dish('Fried chicken bites', 'With hot honey', '$11'),
          dish('Cheese board', 'Three local cheeses, crackers, chutney', '$15'),
        ],
      },
    ],
  ],
];

const RESTAURANT_MENU: MenuGroup[] = [
  {
    title: 'Starters',
    dishes: [
      dish('Burrata', 'Heritage tomatoes, basil oil, toasted sourdough', '$14'),
      dish('Soup of the season', 'Ask your server what the garden gave us', '$9'),
      dish('Crispy squid', 'Lemon aioli, chilli salt', '$13'),
    ],
  },
  {
    title: 'Mains',
    dishes: [
      dish('Roast chicken', 'Herb butter, potatoes, greens', '$24'),
      dish('Wild mushroom risotto', 'Parmesan, thyme, truffle oil', '$21'),
      dish('Catch of the day', 'Brown butter, capers, new potatoes', '$28'),
    ],
  },
  {
    title: 'Desserts',
    dishes: [
      dish('Dark chocolate tart', 'Crème fraîche, sea salt', '$10'),
      dish('Lemon posset', 'Shortbread, berries', '$9'),
    ],
  },
];

export function menuFor(venue: string): MenuGroup[] {
  return MENUS.find(([pattern]) => pattern.test(venue))?.[1] ?? RESTAURANT_MENU;
}

const service = (name: string, detail: string, price: string): Service => ({ name, detail, price });

const SERVICES: Array<[RegExp, Service[]]> = [
  [
    /dent/,
    [
      service('Check-up and clean', 'A full examination and a gentle hygienist clean', '$95'),
      service('Whitening', 'Brighter teeth in two visits, with a take-home kit', '$350'),
      service('Fillings', 'Tooth-coloured fillings that last', 'from $120'),
      service('Emergency appointments', 'Same-day help when something hurts', '$80'),
    ],
  ],
  [
    /salon|hair|barber|beauty|nail|spa|massage/,
    [
      service('Cut and finish', 'A consultation, wash, cut and blow-dry', '$55'),
      service('Colour', 'Full colour, highlights or balayage', 'from $85'),
      service('Treatments', 'Deep conditioning and scalp care', '$30'),
      service('Relaxing massage', 'Sixty minutes to switch off', '$70'),
    ],
  ],
  [
    /vet/,
    [
      service('Health checks', 'A nose-to-tail check for cats, dogs and small pets', '$60'),
      service('Vaccinations', 'Yearly boosters and puppy and kitten courses', 'from $45'),
      service('Dental care', 'Cleaning under a light anaesthetic', '$220'),
    ],
  ],
  [
    /yoga|pilates|gym|fitness/,
    [
      service('Drop-in class', 'Any class on the timetable', '$18'),
      service('Ten-class pass', 'Use it within three months', '$150'),
      service('Private session', 'One to one, at a time that suits you', '$65'),
    ],
  ],
  [
    /plumb|electric|builder|garage|mechanic|clean|landscap|garden/,
    [
      service('Repairs', 'Fast, tidy fixes by qualified people', 'from $80'),
      service('Installations', 'Quoted up front, finished on time', 'on quote'),
      service('Emergency call-outs', 'Seven days a week, day and evening', '$120'),
      service('Servicing', 'Yearly checks that prevent surprises', '$90'),
    ],
  ],
  [
    /photograph/,
    [
      service('Portrait session', 'One hour, twenty edited photos', '$250'),
      service('Events', 'Weddings, parties and launches', 'from $900'),
      service('Products', 'Clean shots for your shop', 'from $40 a photo'),
    ],
  ],
];

const CLINIC_SERVICES: Service[] = [
  service('Consultations', 'Unhurried appointments with an experienced practitioner', '$75'),
  service('Treatment plans', 'A clear plan, explained and agreed together', 'from $60'),
  service('Follow-ups', 'Short visits to check how you are getting on', '$45'),
];
const BUSINESS_SERVICES: Service[] = [
  service('Consultation', 'A first conversation to understand what you need', 'Free'),
  service('Projects', 'Planned with you, delivered on time', 'on quote'),
  service('Ongoing support', 'A monthly plan for peace of mind', 'from $200 a month'),
];

export function servicesFor(venue: string, care: boolean): Service[] {
  return SERVICES.find(([pattern]) => pattern.test(venue))?.[1] ?? (care ? CLINIC_SERVICES : BUSINESS_SERVICES);
}

export function visitFor(food: boolean): Visit {
  const hours = food
    ? [
        { days: 'Monday', time: 'Closed' },
        { days: 'Tuesday to Thursday', time: '12:00 to 22:00' },
        { days: 'Friday and Saturday', time: '12:00 to 23:00' },
        { days: 'Sunday', time: '12:00 to 17:00' },
      ]
    : [
        { days: 'Monday to Friday', time: '08:30 to 18:00' },
        { days: 'Saturday', time: '09:00 to 13:00' },
        { days: 'Sunday', time: 'Closed' },
      ];
  return { address: '12 Harbour Street, Old Town', phone: '(555) 014 2290', hours };
}

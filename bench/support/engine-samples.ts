// Descriptions a new user might type, with what a good app for each must show. Written to be
// varied (short and long, casual and precise, questions), not tuned to the engine's phrasing.

export type Feature =
  | 'chart'
  | 'search'
  | 'filters'
  | 'sort'
  | 'rating'
  | 'calendar'
  | 'kanban'
  | 'timer'
  | 'goals'
  | 'quiz'
  | 'streaks'
  | 'tags'
  | 'totals'
  | 'export'
  | 'signin';

export interface EngineSample {
  prompt: string;
  /** The app should be named after this (matched in its title and header). */
  name: RegExp;
  /** The main thing, visible by name on its pages. */
  thing: RegExp;
  features: Feature[];
  /** A record added through the UI must still be there after a reload (false for marketing sites). */
  keeps: boolean;
}

const s = (prompt: string, name: RegExp, thing: RegExp, features: Feature[] = [], keeps = true): EngineSample => ({
  prompt,
  name,
  thing,
  features,
  keeps,
});

export const engineSamples: EngineSample[] = [
  s('A habit tracker with daily check-ins, streaks and a weekly chart', /habit/i, /habit/i, ['streaks', 'chart']),
  s('track my spending by category with a monthly total', /expense|spending|budget/i, /expense|spending/i, [
    'totals',
    'filters',
  ]),
  s('Log my gym workouts: exercise, sets, reps and weight', /workout|gym/i, /workout|exercise/i),
  s('a reading list where I can rate books 1 to 5 stars', /read|book/i, /book/i, ['rating']),
  s('Recipe book with ingredients, cooking time and photos', /recipe/i, /recipe/i),
  s('I want to keep track of my houseplants and when to water them', /plant/i, /plant/i, ['calendar']),
  s('simple CRM for my freelance leads with a pipeline board', /lead|crm/i, /lead/i, ['kanban']),
  s('Invoices for my design studio: client, amount, due date, paid or not', /invoice/i, /invoice/i, ['totals']),
  s('A bug tracker for our small team with priorities and status columns', /bug/i, /bug/i, ['kanban', 'filters']),
  s('pet care app for my two dogs: vet visits, vaccines and walks', /pet|dog/i, /pet|vet|dog/i),
  s('Inventory for a small bakery with stock levels and a search box', /inventory|stock/i, /item|product|stock/i, [
    'search',
  ]),
  s('Wedding guest list with RSVPs and meal choices', /guest|wedding|rsvp/i, /guest/i),
  s('Trip planner for a two-week Japan holiday: places, dates, bookings', /trip|travel|japan/i, /trip|place/i, [
    'calendar',
  ]),
  s('quick notes app with tags and search', /note/i, /note/i, ['tags', 'search']),
  s('Shift schedule for the cafe staff, shown by week', /shift|schedule/i, /shift/i, ['calendar']),
  s('Rental properties and tenants, with rent payments per month', /propert|rental/i, /propert/i, ['totals']),
  s('A job application tracker with interview dates and a kanban board', /job|application/i, /application|job/i, [
    'kanban',
  ]),
  s('flashcards to learn Spanish vocabulary with a score', /flashcard|spanish/i, /card|word/i, ['quiz']),
  s('Water intake tracker with a daily goal', /water/i, /water|glass|drink/i, ['goals']),
  s('Sleep log with hours slept and a chart over time', /sleep/i, /sleep/i, ['chart']),
  s('Mood journal: how I feel each day, with notes', /mood|journal/i, /mood|entr/i),
  s('Medication reminders for my grandmother', /medication|medicine|pill/i, /medication|medicine|pill/i),
  s('track subscriptions and what they cost me each month', /subscription/i, /subscription/i, ['totals']),
  s('A car maintenance log: oil changes, tyres, costs', /car|maintenance/i, /maintenance|service/i, ['totals']),
  s('Coffee tasting notes with origin, roast and a rating', /coffee/i, /coffee/i, ['rating']),
  s('Wine cellar catalogue with vintage and region, searchable', /wine|cellar/i, /wine/i, ['search']),
  s('Birdwatching log of species I have spotted and where', /bird/i, /bird|species|sighting/i),
  s('Hiking log with distance, elevation and a chart of my distance per month', /hik/i, /hike/i, ['chart']),
  s('Movie watchlist with genre filter and ratings', /movie|watch/i, /movie/i, ['filters', 'rating']),
  s('Podcast episodes I want to listen to', /podcast/i, /podcast|episode/i),
  s('A chore chart for the kids with points', /chore/i, /chore/i),
  s('Grocery list that I can check off, grouped by aisle', /grocer|shopping/i, /item|grocer/i, ['filters']),
  s('Meal planner for the week', /meal/i, /meal/i, ['calendar']),
  s('Time tracking for client projects with a total per client and CSV export', /time|hours/i, /time|entr|hour/i, [
    'totals',
    'export',
  ]),
  s('a gift ideas list for birthdays and christmas', /gift/i, /gift/i),
  s(
    'Volunteer sign-up sheet for our food bank, volunteers log in to pick shifts',
    /volunteer|food bank/i,
    /volunteer|shift/i,
    ['signin'],
  ),
  s('Book club app where members log in and rate the books we read', /book club|book/i, /book/i, ['signin', 'rating']),
  s('Student grades for my class with averages', /grade|student/i, /student|grade/i, ['totals']),
  s('A countdown timer app for my pomodoro sessions with a log of sessions', /pomodoro|timer|focus/i, /session/i, [
    'timer',
  ]),
  s('Savings goals tracker with progress bars', /saving|goal/i, /goal/i, ['goals']),
  s('Workout timer with intervals', /workout|interval|timer/i, /interval|workout/i, ['timer']),
  s('Fishing log: species, weight, location, photos', /fish/i, /catch|fish/i),
  s('Garden planner: what I planted, when, and when to harvest', /garden/i, /plant/i, ['calendar']),
  s('Keep a list of my board games and who won each game night', /game/i, /game/i),
  s('Receipts and warranties for things I bought, sortable by date', /receipt|warrant/i, /receipt|warrant/i, ['sort']),
  s(
    'Contact list for my neighbourhood association with phone numbers and email',
    /contact|neighbou?rhood/i,
    /contact|member/i,
    ['search'],
  ),
  s('Donation tracker for our charity with a total raised chart', /donation|charity/i, /donation/i, [
    'totals',
    'chart',
  ]),
  s('Course catalogue for my online school', /course|school/i, /course/i),
  s('A support ticket system for my shop with open and closed tickets', /ticket|support/i, /ticket/i, ['filters']),
  s('Running log with pace and a weekly distance chart', /run/i, /run/i, ['chart']),
  s('Photo portfolio for a wedding photographer', /photo|portfolio/i, /photo|work|gallery/i, [], false),
  s(
    'Landing page for my new productivity app with pricing and a newsletter form',
    /productiv|launch/i,
    /pricing|plan/i,
    [],
    false,
  ),
  s('A website for my yoga studio with class times and booking', /yoga/i, /class|book/i, ['calendar']),
  s('Restaurant site with menu, opening hours and a reservation form', /restaurant/i, /menu/i),
  s('Online store for handmade candles', /candle/i, /candle|product/i, [], false),
  s('A blog about baking bread', /bak|bread/i, /bread|bak|article|post/i, [], false),
  s('Dashboard of my website analytics', /analytic|insight|dashboard/i, /visitor|metric/i, ['chart'], false),
  s('Team task manager with due dates and assignees', /task/i, /task/i),
  s('Can you make me something to track the books I lend to friends?', /book|lend|loan/i, /book|loan/i),
  s('event planning checklist for our company offsite', /event|offsite|checklist/i, /task|item|event/i),
  s('Vinyl record collection with artist, year and condition', /vinyl|record/i, /record|album/i, ['search']),
  s('Symptoms diary for my allergies with severity', /symptom|allerg/i, /symptom/i),
  s('Packing list for camping trips', /pack|camping/i, /item/i),
  s('Quiz app for pub trivia night with scores', /quiz|trivia/i, /question/i, ['quiz']),
  // Added with the families of generated apps 3.0's second part (requests, lost property, who brings
  // what, donations towards a goal, league tables, front pages that lead with their form), in words
  // other than the held-out set's.
  s('Repair requests from tenants with photos', /repair|request|maintenance/i, /request/i, ['kanban']),
  s('Lost property log for our gym', /lost/i, /item/i, ['search']),
  s('Bring list for our street party: who brings which dish', /bring|potluck|party/i, /dish/i),
  s('Charity bake sale donations with a goal', /donat|charity|fundrais/i, /donat|donor/i, ['goals', 'totals']),
  s('League table for our five-a-side teams', /league|score|table/i, /team/i, ['totals']),
  s('Gym and swim log', /gym|swim/i, /swim/i),
  s('RSVP page for our summer barbecue', /barbecue|bbq|rsvp/i, /rsvp|guest|repl/i, [], false),
  // Websites: a strong site layout with the asked sections, named after the venue or couple; their
  // forms (RSVP, reservation, contact) keep what a visitor sends.
  s('Wedding website with our story, the schedule and an RSVP form', /wedding/i, /rsvp/i),
  s('Restaurant website with our menu and opening hours', /restaurant/i, /menu/i),
  s('A website for our bakery with a contact form', /bakery/i, /bread|croissant/i),
  s('Dental clinic site with a contact form', /dental/i, /check-up|whitening/i),
  s('A site for our band with tour dates and a newsletter signup', /band/i, /tour dates/i),
  s("Anna and Ben's wedding: how we met, the day's timeline, photos and RSVP", /anna/i, /ceremony/i),
  s('homepage for my plumbing business - services, prices, and a way to ask for a quote', /plumb/i, /repair/i),
  s('Birthday party page with the schedule and RSVP', /party|birthday/i, /programme|schedule/i),
];

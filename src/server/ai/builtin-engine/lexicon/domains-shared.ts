// Things shared and looked up: desks, rooms, parking and tables people book by the day; the weather
// in the places someone cares about; the currencies they convert between.
import { define } from './define';
import { date, long, phone, select, text, title } from './fields';
import type { Field } from './types';

/**
 * A shared thing booked for a day: who booked which one, for when. Their words include the
 * compounds ("desk booking", "parking reservations"), where the kind's own word names what is kept.
 */
const booked = (id: string, name: string, icon: string, words: string, thing: Field, plural: string) =>
  define(
    id,
    name,
    icon,
    words,
    [title('Booked by'), thing, date('Booked for'), select('Time', ['All day', 'Morning', 'Afternoon']), long()],
    // One booking of a thing for a day at a time of day.
    // Everyone sees who has which one.
    {
      singular: plural.replace(/s$/, ''),
      plural,
      implies: ['calendar'],
      unique: [thing.key, 'bookedFor', 'time'],
      shared: true,
    },
  );

export const SHARED = [
  booked(
    'desk-bookings',
    'Desk Booking',
    'Armchair',
    'desk booking, desk bookings, desk reservation, desk reservations, hot desk, hot desks, hot desking, desk, desks',
    select('Desk', ['Desk 1', 'Desk 2', 'Desk 3', 'Desk 4', 'Desk 5', 'Desk 6']),
    'Desk bookings',
  ),
  booked(
    'parking-bookings',
    'Parking Spots',
    'SquareParking',
    'parking reservation, parking reservations, parking spot reservation, parking spot reservations, parking booking, parking bookings, parking spot, parking spots, parking space, parking spaces, parking bay, parking bays, car park',
    select('Spot', ['Spot 1', 'Spot 2', 'Spot 3', 'Spot 4', 'Spot 5']),
    'Parking bookings',
  ),
  booked(
    'room-bookings',
    'Room Booking',
    'DoorOpen',
    'meeting room booking, meeting room bookings, room booking, room bookings, room reservation, room reservations, meeting room, meeting rooms, conference room, conference rooms',
    select('Room', ['Small room', 'Large room', 'Phone booth', 'Boardroom']),
    'Room bookings',
  ),
  define(
    'table-reservations',
    'Table Reservations',
    'Utensils',
    'table reservation, table reservations, table booking, table bookings',
    [
      title('Guest'),
      select('Party size', ['2', '3', '4', '5', '6', '8', '10+']),
      date('Booked for'),
      select('Time', ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00']),
      phone(),
      long(),
    ],
    { singular: 'Reservation', plural: 'Reservations', implies: ['calendar'], ofVenue: true },
  ),
  define(
    'weather-places',
    'Weather Dashboard',
    'CloudSun',
    'weather, weather dashboard, weather forecast, weather forecasts, weather app, forecast, forecasts',
    [title('City'), text('Country'), long()],
    { singular: 'City', plural: 'Cities', implies: ['weather'] },
  ),
  define(
    'currencies',
    'Currency Converter',
    'ArrowRightLeft',
    'currency converter, currency conversion, currency, currencies, exchange rate, exchange rates, forex',
    // The title is the code ("EUR"), which the converter reads.
    [title('Code'), text('Currency'), long('Note')],
    { singular: 'Currency', plural: 'Currencies', implies: ['rates'] },
  ),
];

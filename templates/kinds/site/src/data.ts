// Stand-in for the generated src/data.ts of a website. The engine copies the interfaces of the
// sections a site has into its src/data.ts, with content written from the prompt (see
// src/server/ai/builtin-engine/site/); the values here only let the sections type-check.

export const appName = 'Anna & Ben';

export interface Story {
  title: string;
  paragraphs: string[];
}

export const story: Story = { title: '', paragraphs: [] };

export interface Moment {
  time: string;
  title: string;
  detail: string;
}

export interface Schedule {
  title: string;
  intro: string;
  moments: Moment[];
}

export const schedule: Schedule = { title: '', intro: '', moments: [] };

export interface Dish {
  name: string;
  detail: string;
  price: string;
}

export interface MenuGroup {
  title: string;
  dishes: Dish[];
}

export const menu: MenuGroup[] = [];

export interface Visit {
  address: string;
  phone: string;
  hours: Array<{ days: string; time: string }>;
}

export const visit: Visit = { address: '', phone: '', hours: [] };

export interface Service {
  name: string;
  detail: string;
  price: string;
}

export const services: Service[] = [];

export const photos: string[] = [];

export interface Question {
  q: string;
  a: string;
}

export const questions: Question[] = [];

export interface RsvpInfo {
  title: string;
  intro: string;
}

export const rsvp: RsvpInfo = { title: '', intro: '' };

export interface ReservationInfo {
  intro: string;
  times: string[];
}

export const reservation: ReservationInfo = { intro: '', times: [] };

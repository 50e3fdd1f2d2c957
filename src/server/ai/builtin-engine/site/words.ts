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

// What a website's words are made of: the hero, the story, the schedule, the menu or services, the
// questions and the forms' introductions.

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

export type Words = Omit<SiteContent, 'menu' | 'visit' | 'services' | 'reservation'>;

export const moment = (time: string, title: string, detail: string) => ({ time, title, detail });
export const qa = (q: string, a: string) => ({ q, a });

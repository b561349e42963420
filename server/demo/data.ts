import type { EventCategory } from '../../src/api/contract';

/** The demo's people, companies and events: a believable trade-fair season, relative to today. */

export const DEMO_DOMAIN = 'demo.example';

export const DEMO_OWNER_ADMINS = [
  { firstname: 'Priya', lastname: 'Nair', permissions: 'manage organisers, manage companies, review artwork', ageDays: 90 },
  { firstname: 'Tom', lastname: 'Becker', permissions: 'manage companies', ageDays: 5 },
];

export const DEMO_ORGANISERS = [
  { firstname: 'Lena', lastname: 'Hoffmann', jobTitle: 'Head of Exhibitions', companyName: 'Messe Nord GmbH', phone: '+49 40 5550 1200', ageDays: 120 },
  { firstname: 'Marcus', lastname: 'Reed', jobTitle: 'Event Manager', companyName: 'Reed Events Ltd', phone: '+44 20 7946 0321', ageDays: 75 },
  { firstname: 'Sofia', lastname: 'Alvarez', jobTitle: 'Project Lead', companyName: 'Feria Sur', phone: '+34 91 555 0187', ageDays: 12 },
  { firstname: 'James', lastname: 'Okoye', jobTitle: 'Floor Manager', companyName: 'Okoye Live', phone: '+234 1 555 0142', ageDays: 3 },
];

export const DEMO_COMPANIES = [
  { companyName: 'Northwind Displays', productCategory: 'Exhibition stands', boothSize: '6x3 m', contactPerson: 'Ann Lee' },
  { companyName: 'Blue Harbour Print', productCategory: 'Large-format printing', boothSize: '3x3 m', contactPerson: 'Marco Rossi' },
  { companyName: 'Lumen & Co', productCategory: 'Lighting', boothSize: '4x4 m', contactPerson: 'Sara Okafor' },
  { companyName: 'Greenleaf Packaging', productCategory: 'Sustainable packaging', boothSize: '3x2 m', contactPerson: 'Jonas Berg' },
  { companyName: 'Atlas Robotics', productCategory: 'Industrial robots', boothSize: '9x6 m', contactPerson: 'Mei Chen' },
  { companyName: 'Nova Textiles', productCategory: 'Fabrics', boothSize: '3x3 m', contactPerson: 'Olivia Grant' },
  { companyName: 'Pixel Forge', productCategory: 'Digital signage', boothSize: '6x3 m', contactPerson: 'Ravi Patel' },
  { companyName: 'Summit Coffee', productCategory: 'Food and beverage', boothSize: '2x2 m', contactPerson: 'Lucas Moreau' },
  { companyName: 'Vertex Audio', productCategory: 'Sound systems', boothSize: '4x3 m', contactPerson: 'Hannah Weiss' },
  { companyName: 'Harbor Health', productCategory: 'Medical devices', boothSize: '6x6 m', contactPerson: 'Daniel Kim' },
];

export interface DemoEvent {
  name: string;
  category: EventCategory;
  /** Days from today to the first open day; `days` open days; building starts `buildDays` before. */
  inDays: number;
  days: number;
  buildDays: number;
  venue: string | null;
  location: string | null;
  timeZone: string;
  /** A timed event: local opening hours on its one day. */
  hours?: [number, number];
  /** Indexes into DEMO_ORGANISERS and DEMO_COMPANIES. */
  organisers: number[];
  companies: number[];
  /** Days since it was entered, for a believable 30-day trend. */
  ageDays: number;
}

export const DEMO_EVENTS: DemoEvent[] = [
  { name: 'Tech Expo', category: 'Primary', inDays: 12, days: 3, buildDays: 2, venue: 'Messe Hall 2', location: 'Hamburg', timeZone: 'Europe/Berlin', organisers: [0], companies: [0, 2, 4, 6, 8], ageDays: 60 },
  { name: 'Startup Summit', category: 'Success', inDays: 17, days: 2, buildDays: 1, venue: 'Station Hall', location: 'Berlin', timeZone: 'Europe/Berlin', organisers: [0, 2], companies: [6, 7], ageDays: 45 },
  { name: 'Health Conference', category: 'Danger', inDays: 22, days: 3, buildDays: 2, venue: 'ExCeL North', location: 'London', timeZone: 'Europe/London', organisers: [1], companies: [9, 2], ageDays: 40 },
  { name: 'AI Workshop', category: 'Warning', inDays: 27, days: 1, buildDays: 0, venue: 'Innovation Lab', location: 'Munich', timeZone: 'Europe/Berlin', hours: [9, 17], organisers: [2], companies: [4, 6], ageDays: 20 },
  { name: 'Print & Packaging Fair', category: 'Primary', inDays: 38, days: 4, buildDays: 3, venue: 'Fira Gran Via', location: 'Barcelona', timeZone: 'Europe/Madrid', organisers: [2], companies: [1, 3, 0], ageDays: 14 },
  { name: 'Design Week', category: 'Success', inDays: 52, days: 5, buildDays: 2, venue: 'Superstudio', location: 'Milan', timeZone: 'Europe/Rome', organisers: [1, 3], companies: [5, 2, 0], ageDays: 10 },
  { name: 'Food & Beverage Show', category: 'Warning', inDays: 66, days: 3, buildDays: 2, venue: 'Olympia', location: 'London', timeZone: 'Europe/London', organisers: [1], companies: [7, 3], ageDays: 8 },
  { name: 'Robotics Forum', category: 'Danger', inDays: 81, days: 2, buildDays: 1, venue: 'Messe Hall 4', location: 'Hamburg', timeZone: 'Europe/Berlin', organisers: [0, 3], companies: [4, 8], ageDays: 6 },
  { name: 'Retail Futures', category: 'Primary', inDays: 95, days: 2, buildDays: 1, venue: 'RAI Amsterdam', location: 'Amsterdam', timeZone: 'Europe/Amsterdam', organisers: [3], companies: [6, 1, 5], ageDays: 4 },
  { name: 'Green Build Expo', category: 'Success', inDays: 110, days: 3, buildDays: 2, venue: 'IFEMA Hall 7', location: 'Madrid', timeZone: 'Europe/Madrid', organisers: [2], companies: [3, 0], ageDays: 2 },
  { name: 'Audio Visual Days', category: 'Warning', inDays: 128, days: 3, buildDays: 2, venue: 'Jaarbeurs', location: 'Utrecht', timeZone: 'Europe/Amsterdam', organisers: [0], companies: [8, 2, 6], ageDays: 1 },
  { name: 'Winter Trade Show', category: 'Danger', inDays: 150, days: 4, buildDays: 3, venue: 'Messe Hall 1', location: 'Hamburg', timeZone: 'Europe/Berlin', organisers: [0, 1], companies: [0, 1, 7, 9], ageDays: 0 },
  // The calendar's three samples (docs/decisions.md, decision 10): today, tomorrow and in two days, each a day long.
  { name: 'Event Conf.', category: 'Danger', inDays: 0, days: 1, buildDays: 0, venue: null, location: null, timeZone: 'UTC', organisers: [0], companies: [], ageDays: 0 },
  { name: 'Meeting', category: 'Success', inDays: 1, days: 1, buildDays: 0, venue: null, location: null, timeZone: 'UTC', organisers: [1], companies: [], ageDays: 0 },
  { name: 'Workshop', category: 'Primary', inDays: 2, days: 1, buildDays: 0, venue: null, location: null, timeZone: 'UTC', organisers: [2], companies: [], ageDays: 0 },
];

export const DEMO_USER = { firstname: 'Uma', lastname: 'Visitor' };

export const demoEmail = (firstname: string, lastname: string) => `${firstname}.${lastname}@${DEMO_DOMAIN}`.toLowerCase();
export const companyEmail = (companyName: string) => `hello@${companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.${DEMO_DOMAIN}`;

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DAY_MS, type ReviewReason } from '../../src/api/contract';
import { startSession } from '../lib/sessions';
import type { Db } from '../db/schema';
import { PREFLIGHT_CHECK } from '../modules/uploads/check-repository';
import { eventByName, exhibitorsInOrder, firstOrganiserUser, userById } from './repository';

/**
 * The demo's artwork: what the first events ask of their exhibitors, and where each company stands
 * (approved, sent back with a comment, waiting for review, late, or nothing yet), made through the
 * API as the companies and organisers would, so the matrix, the queues and the dashboards have life.
 */

type Stage = 'approved' | 'changes' | 'submitted' | 'none';

interface DemoRequirement {
  name: string;
  description: string;
  formats: string[];
  widthMm: number;
  heightMm: number;
  minDpi: number | null;
  required: boolean;
  /** Days before the event's first day; negative: a deadline already passed, this many days ago. */
  dueDaysBefore: number | 'passed';
  /** The artwork's pixels, in proportion to the print size. */
  pixels: [number, number];
}

const REQUIREMENTS: DemoRequirement[] = [
  { name: 'Company logo', description: 'For the floor plan and the website, on a plain background.', formats: ['svg', 'png'], widthMm: 100, heightMm: 100, minDpi: 150, required: true, dueDaysBefore: 7, pixels: [600, 600] },
  { name: 'Booth back wall', description: 'The printed wall behind the stand, 3 × 2 m, no bleed.', formats: ['pdf', 'png'], widthMm: 3000, heightMm: 2000, minDpi: null, required: true, dueDaysBefore: 10, pixels: [1500, 1000] },
  { name: 'Catalogue page', description: 'One A5 page in the printed catalogue (optional).', formats: ['png', 'jpg'], widthMm: 148, heightMm: 210, minDpi: null, required: false, dueDaysBefore: 'passed', pixels: [592, 840] },
];

/** Per event (by name): each exhibitor's stage for each requirement, in the order above. */
export const DEMO_ARTWORK_STAGES: Record<string, Stage[][]> = {
  'Tech Expo': [
    ['approved', 'approved', 'approved'],
    ['changes', 'submitted', 'none'],
    ['submitted', 'none', 'none'],
    ['none', 'none', 'none'],
    ['approved', 'submitted', 'submitted'],
  ],
  'Startup Summit': [
    ['approved', 'changes', 'none'],
    ['submitted', 'none', 'none'],
  ],
  'Health Conference': [
    ['approved', 'approved', 'none'],
    ['none', 'submitted', 'none'],
  ],
};

const CHANGES: { comment: string; reasons: ReviewReason[] } = {
  comment: 'The logo touches the right edge: please send it again with 5 mm of clear space around it.',
  reasons: ['size', 'branding'],
};

const COLOURS = ['#2563eb', '#059669', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#dc2626'];

/** A plain piece of "artwork": the company's colour, a frame and a few shapes, as a PNG. */
function artwork([width, height]: [number, number], seed: number): Promise<Buffer> {
  const colour = COLOURS[seed % COLOURS.length]!;
  const unit = Math.min(width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f8fafc"/>
    <rect x="${unit * 0.06}" y="${unit * 0.06}" width="${width - unit * 0.12}" height="${height - unit * 0.12}" rx="${unit * 0.05}" fill="${colour}"/>
    <circle cx="${width * 0.32}" cy="${height * 0.5}" r="${unit * 0.2}" fill="#ffffff" opacity="0.9"/>
    <rect x="${width * 0.55}" y="${height * 0.38}" width="${width * 0.3}" height="${unit * 0.08}" rx="${unit * 0.02}" fill="#ffffff"/>
    <rect x="${width * 0.55}" y="${height * 0.52}" width="${width * 0.22}" height="${unit * 0.06}" rx="${unit * 0.02}" fill="#ffffff" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
}

const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export async function seedDemoArtwork(app: FastifyInstance, db: Db, adminToken: string, now: Date): Promise<number> {
  const tokenOf = async (userId: number) => {
    const user = await userById(db, userId);
    return startSession(db, user, { jwtSecret: app.config.jwtSecret, jwtTtlHours: 1 });
  };
  const call = async (token: string, method: 'POST' | 'PATCH', url: string, payload: object | Buffer, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };

  let versions = 0;
  for (const [eventName, stages] of Object.entries(DEMO_ARTWORK_STAGES)) {
    const event = await eventByName(db, eventName);
    const exhibitors = await exhibitorsInOrder(db, event.id);
    const organiser = await firstOrganiserUser(db, event.id);
    const reviewerToken = await tokenOf(organiser.user_id);
    const firstDay = Date.parse(event.starts_at.length === 10 ? `${event.starts_at}T09:00:00Z` : event.starts_at);

    const requirementIds: number[] = [];
    for (const requirement of REQUIREMENTS) {
      const { dueDaysBefore, pixels: _pixels, ...fields } = requirement;
      const deadline = dueDaysBefore === 'passed' ? new Date(now.getTime() - DAY_MS) : new Date(firstDay - dueDaysBefore * DAY_MS);
      const response = await call(adminToken, 'POST', `/api/event/${event.id}/requirement`, { ...fields, bleedMm: 0, colourMode: null, maxBytes: 20 * 1024 * 1024, deadline: deadline.toISOString() });
      requirementIds.push(response.json<{ id: number }>().id);
    }

    for (const [slot, companyStages] of stages.entries()) {
      const company = exhibitors[slot];
      if (!company) continue;
      const companyToken = await tokenOf(company.user_id);
      for (const [index, stage] of companyStages.entries()) {
        if (stage === 'none') continue;
        const requirement = REQUIREMENTS[index]!;
        const bytes = await artwork(requirement.pixels, company.id + index);
        const created = await call(companyToken, 'POST', '/api/uploads', {}, {
          'tus-resumable': '1.0.0',
          'upload-length': String(bytes.length),
          'upload-metadata': tusMetadata({ requirementId: String(requirementIds[index]), filename: `${requirement.name.toLowerCase().replace(/\s+/g, '-')}.png` }),
        });
        const finished = await call(companyToken, 'PATCH', created.headers.location as string, bytes, {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        });
        const { id } = finished.json<{ id: number }>();
        // Its file check runs as a job the upload kicked; submitting waits for it.
        await app.jobs.settled(PREFLIGHT_CHECK);
        await call(companyToken, 'POST', `/api/artwork/version/${id}/submit`, { acknowledgeWarnings: true });
        versions += 1;
        if (stage === 'approved') await call(reviewerToken, 'POST', `/api/artwork/version/${id}/review`, { decision: 'approved' });
        if (stage === 'changes') await call(reviewerToken, 'POST', `/api/artwork/version/${id}/review`, { decision: 'changes_requested', ...CHANGES });
      }
    }
  }
  return versions;
}

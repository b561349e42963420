import { ACCOUNT_FIELDS, EXPORT_TIME_ZONE, formatInstant, type EventOrganiser, type EventOrganiserBody, ROLES } from '../../../src/api/contract';
import { nowIso } from '../../db/schema';
import { accountUserOf, inOrderOf, type ProfileRepository, USER_COLUMNS } from '../accounts/profile-repository';
import { organiserInvitationEmail } from '../mail/organiser-emails';

const columns = (body: EventOrganiserBody) => ({
  job_title: body.jobTitle,
  company_name: body.companyName,
  company_address: body.companyAddress,
  additional_contact_email: body.additionalContactEmail,
});

export const organiserRepository: ProfileRepository<EventOrganiserBody, EventOrganiser> = {
  table: 'event_organisers',
  role: ROLES.organizer,
  audit: 'organiser',
  // Made without a password: the organiser sets their own through this email.
  invitation: organiserInvitationEmail,

  async insert(trx, userId, body) {
    const row = await trx
      .insertInto('event_organisers')
      .values({ user_id: userId, ...columns(body), created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(trx, profileId, body) {
    await trx.updateTable('event_organisers').set(columns(body)).where('id', '=', profileId).execute();
  },

  async load(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('event_organisers')
      .innerJoin('users', 'users.id', 'event_organisers.user_id')
      .select([
        'event_organisers.id',
        'event_organisers.job_title',
        'event_organisers.company_name',
        'event_organisers.company_address',
        'event_organisers.additional_contact_email',
        'event_organisers.created_at',
        ...USER_COLUMNS,
      ])
      .where('event_organisers.id', 'in', ids)
      .execute();
    return inOrderOf(ids, rows).map((row) => ({
      id: row.id,
      User: accountUserOf(row),
      status: row.status,
      jobTitle: row.job_title,
      companyName: row.company_name,
      companyAddress: row.company_address,
      additionalContactEmail: row.additional_contact_email,
      createdAt: row.created_at,
    }));
  },

  phone: (body) => body.phone,
  searchTexts: (body) => [body.jobTitle, body.companyName],

  csv: {
    header: [
      ACCOUNT_FIELDS.fullName,
      ACCOUNT_FIELDS.email,
      ACCOUNT_FIELDS.phone,
      ACCOUNT_FIELDS.jobTitle,
      ACCOUNT_FIELDS.companyName,
      ACCOUNT_FIELDS.companyAddress,
      ACCOUNT_FIELDS.additionalContactEmail,
      ACCOUNT_FIELDS.status,
      ACCOUNT_FIELDS.createdAt,
    ],
    cells: (organiser) => [
      `${organiser.User.firstname} ${organiser.User.lastname}`,
      organiser.User.email,
      organiser.User.phone,
      organiser.jobTitle,
      organiser.companyName,
      organiser.companyAddress,
      organiser.additionalContactEmail,
      organiser.status,
      formatInstant(organiser.createdAt, EXPORT_TIME_ZONE),
    ],
  },
};

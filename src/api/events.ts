import { call, http } from './client';
import {
  event,
  eventDeleted,
  eventExhibitorsPage,
  eventsList,
  exhibitorAdded,
  importReport,
  messageBody,
  PAGE_SIZE,
  type AddExhibitorBody,
  type EventBodyInput,
  type ImportRequestInput,
} from './contract';

/** The events overlapping [start, end): the calendar asks for its visible range only. */
export const listEvents = (range: { start: string; end: string }) =>
  call(eventsList, () => http.get('events', { searchParams: range }));

export const getEvent = (id: number) => call(event, () => http.get(`event/${id}`));

export const createEvent = (body: EventBodyInput) => call(event, () => http.post('event', { json: body }));

export const updateEvent = (id: number, body: EventBodyInput) => call(event, () => http.put(`event/${id}`, { json: body }));

export const deleteEvent = (id: number) => call(eventDeleted, () => http.delete(`event/${id}`));

export const listExhibitors = (id: number, page = 1, limit = PAGE_SIZE) =>
  call(eventExhibitorsPage, () => http.get(`event/${id}/exhibitors`, { searchParams: { page, limit } }));

export const addExhibitor = (id: number, body: AddExhibitorBody) =>
  call(exhibitorAdded, () => http.post(`event/${id}/exhibitor`, { json: body }));

export const removeExhibitor = (id: number, companyId: number) =>
  call(messageBody, () => http.delete(`event/${id}/exhibitor/${companyId}`));

/** `commit: false` answers the preview and changes nothing; `commit: true` applies it. */
export const importExhibitors = (id: number, body: ImportRequestInput) =>
  call(importReport, () => http.post(`event/${id}/exhibitors/import`, { json: body }));

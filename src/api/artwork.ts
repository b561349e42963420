import { call, callFile, http } from './client';
import {
  artworkVersion,
  checklist,
  requirement,
  requirementDeleted,
  requirementsList,
  versionCheck,
  versionsList,
  versionSubject,
  type RequirementBody,
  type SubmitBody,
} from './contract';

/** An event's artwork requirements: staff see them all, a company those that apply to it. */
export const listRequirements = (eventId: number) => call(requirementsList, () => http.get(`event/${eventId}/requirements`));

export const createRequirement = (eventId: number, body: RequirementBody) =>
  call(requirement, () => http.post(`event/${eventId}/requirement`, { json: body }));

export const updateRequirement = (id: number, body: RequirementBody) => call(requirement, () => http.put(`requirement/${id}`, { json: body }));

/** Deletes the requirement with every file uploaded for it; the answer says how many went. */
export const deleteRequirement = (id: number) => call(requirementDeleted, () => http.delete(`requirement/${id}`));

/** Sets (or replaces) the template exhibitors download: one file, sent as multipart. */
export function uploadTemplate(id: number, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(requirement, () => http.put(`requirement/${id}/template`, { body }));
}

/** A file the server names by its address (a template, a version, a thumbnail), fetched with the session's token. */
export const fetchArtworkFile = (url: string) => callFile(() => http.get(url.replace(/^\/?api\//, '')));

/** The signed-in company's events that need artwork, each requirement with where it stands. */
export const getChecklist = () => call(checklist, () => http.get('artwork/checklist'));

export const getVersion = (id: number) => call(artworkVersion, () => http.get(`artwork/version/${id}`));

/** How far a version's file check has gone, with the findings of the pages done so far. */
export const getVersionCheck = (id: number) => call(versionCheck, () => http.get(`artwork/version/${id}/check`));

/** Staff run a submitted version's file check again; its new report replaces the old once done. */
export const recheckVersion = (id: number) => call(versionCheck, () => http.post(`artwork/version/${id}/recheck`));

/** Whose a version is, for what and where, against the company's own deadline. */
export const getVersionSubject = (id: number) => call(versionSubject, () => http.get(`artwork/version/${id}/subject`));

export const listVersions = (requirementId: number, companyId?: number) =>
  call(versionsList, () => http.get(`requirement/${requirementId}/versions`, { searchParams: companyId === undefined ? {} : { companyId } }));

/** Submits a version; one with warnings needs them acknowledged, one with errors cannot be. */
export const submitVersion = (id: number, body: SubmitBody) => call(artworkVersion, () => http.post(`artwork/version/${id}/submit`, { json: body }));

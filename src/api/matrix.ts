import { call, callEmpty, callFile, http } from './client';
import { downloadLink, extension, matrix, remindResult, type ExtensionBody, type MatrixExportQuery, type MatrixQuery, type RemindBody } from './contract';

/** The list's query as the address sends it: no empty search. */
const searchParams = ({ search, ...rest }: Partial<MatrixQuery>) => ({ ...rest, ...(search?.trim() ? { search: search.trim() } : {}) });

/** A page of an event's completeness matrix: exhibitors × requirements, filtered and searched. */
export const getMatrix = (eventId: number, { filter, search, page }: Pick<MatrixQuery, 'filter' | 'page'> & { search?: string }) =>
  call(matrix, () => http.get(`event/${eventId}/matrix`, { searchParams: searchParams({ filter, search, page }) }));

/** Every row the filter and search keep, as CSV. */
export const exportMatrixCsv = (eventId: number, { filter, search }: Pick<MatrixExportQuery, 'filter'> & { search?: string }) =>
  callFile(() => http.get(`event/${eventId}/matrix.csv`, { searchParams: searchParams({ filter, search }) }));

/**
 * A minute's link to the printer's handoff (the latest approved version of each exhibitor and
 * requirement, zipped): followed, it streams to disk however large the ZIP.
 */
export const approvedZipLink = (eventId: number) => call(downloadLink, () => http.post(`event/${eventId}/approved.zip/link`));

/** Reminds the chosen exhibitors, or every one the filter and search keep, of what each still owes. */
export const remindExhibitors = (eventId: number, body: RemindBody) => call(remindResult, () => http.post(`event/${eventId}/remind`, { json: body }));

/** A later deadline for one company on one requirement. */
export const extendDeadline = (requirementId: number, companyId: number, body: ExtensionBody) =>
  call(extension, () => http.put(`requirement/${requirementId}/extension/${companyId}`, { json: body }));

/** Back to the requirement's own deadline. */
export const removeExtension = (requirementId: number, companyId: number) => callEmpty(() => http.delete(`requirement/${requirementId}/extension/${companyId}`));

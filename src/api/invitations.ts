import { call, http } from './client';
import { invitationStatus, type InvitationStatus } from './contract';

/** How a company's invitation email went, and Resend. */
export const invitationsApi = {
  get: (companyId: number): Promise<InvitationStatus> => call(invitationStatus, () => http.get(`exhibiting-company/${companyId}/invitation`)),
  resend: (companyId: number): Promise<InvitationStatus> => call(invitationStatus, () => http.post(`exhibiting-company/${companyId}/invitation`)),
};

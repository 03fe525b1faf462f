/** KVKK, the signed-in person's own data only: the download and the account deletion request. */
import type { DeletionRequestAnswer, PersonalDataExport } from '@masal/shared';
import { request } from '../../api/api-client.ts';

export const personalDataApi = {
  export: () => request<PersonalDataExport>('GET', '/profile/export', { loader: true }),
  deletionRequest: () => request<DeletionRequestAnswer>('GET', '/profile/deletionRequest'),
  requestDeletion: () => request<DeletionRequestAnswer>('POST', '/profile/deletionRequest', { loader: true }),
};

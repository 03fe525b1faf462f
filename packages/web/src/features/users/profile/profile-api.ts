/** The signed-in user's own profile, its password, e-mail change and picture; the forms show a refused field themselves. */
import type {
  EmailChangeInput,
  MessageAnswer,
  PasswordChangeInput,
  Profile,
  ProfileAnswer,
  ProfileImageAnswer,
  ProfileUpdateInput,
} from '@masal/shared';
import { request } from '../../../api/api-client.ts';

const IN_FORM = { loader: true, handles: ['VALIDATION'] } as const;

export const profileApi = {
  /** `prefill`: as taleApi.listOfUser's — a new tale form's compiler fields, silent on failure. */
  get: (use: 'profile' | 'prefill' = 'profile') =>
    request<Profile>('GET', '/profile/', { mode: use === 'prefill' ? 'quiet' : 'app' }),
  update: (body: ProfileUpdateInput) => request<ProfileAnswer>('PUT', '/profile/', { ...IN_FORM, body }),
  changePassword: (body: PasswordChangeInput) =>
    request<MessageAnswer>('PUT', '/profile/password', { ...IN_FORM, body }),
  requestEmailChange: (body: EmailChangeInput) =>
    request<MessageAnswer>('POST', '/profile/email', { ...IN_FORM, body }),
  /**
   * POST /v1/upload/userProfileImage/{userId}, multipart field `file`: the cropped square the browser made.
   * A refused image (too large, not an image) comes back to the dialog that shows it.
   */
  uploadImage: (userId: number, image: Blob) => {
    const form = new FormData();
    form.append('file', image, 'profil.jpg');
    return request<ProfileImageAnswer>('POST', `/upload/userProfileImage/${userId}`, {
      body: form,
      loader: true,
      handles: ['VALIDATION', 'TOO_LARGE', 'UNSUPPORTED_TYPE', 'NETWORK'],
    });
  },
};

/**
 * The tale form's own calls. Saves and the submit transition answer a network failure, a stale
 * version and a tale no longer editable themselves (`handles`), so the page, and what the user typed,
 * stay where they are.
 * The prefill reads quietly: it is a convenience, never a reason to leave the form.
 */
import type { Profile } from '@masal/shared/schemas/profile';
import type {
  TaleCreateInput,
  TaleFull,
  TaleListAnswer,
  TaleTransitionInput,
  TaleUpdateInput,
} from '@masal/shared/schemas/tale';
import { request } from '../../../api/api-client.ts';

const SAVE = { loader: true, handles: ['NETWORK', 'STALE_VERSION', 'WRONG_STATE'] } as const;

export const taleFormApi = {
  create: (body: TaleCreateInput) => request<TaleFull>('POST', '/tales/full', { ...SAVE, body }),
  update: (body: TaleUpdateInput) => request<TaleFull>('PUT', '/tales/full', { ...SAVE, body }),
  transition: (body: TaleTransitionInput) =>
    request<TaleFull>('PUT', '/tales/', { body, loader: true, handles: ['NETWORK', 'WRONG_STATE'] }),
  /** The user's most recently changed tale, or null (none, or it could not be read). */
  async latestOwnTale(userId: number): Promise<TaleFull | null> {
    const list = await request<TaleListAnswer>(
      'GET',
      `/tales/userId/${userId}?page=0&pageSize=1&sort=updatedAt&order=desc`,
      { mode: 'quiet' },
    );
    const latest = list.ok ? list.data.rows[0] : undefined;
    if (!latest) return null;
    const full = await request<TaleFull>('GET', `/tales/full/${latest.taleId}`, { mode: 'quiet' });
    return full.ok ? full.data : null;
  },
  /** The user's own profile (job, birth date and place for the compiler section), or null. */
  async ownProfile(): Promise<Profile | null> {
    const profile = await request<Profile>('GET', '/profile/', { mode: 'quiet' });
    return profile.ok ? profile.data : null;
  },
};

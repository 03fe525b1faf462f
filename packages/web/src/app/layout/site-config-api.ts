/** GET /v1/config: the institution's name and contact the shell shows (footer, wordmark, accessibility page). */
import type { SiteConfig } from '@masal/shared';
import { request } from '../../api/api-client.ts';

/** Quiet: without an answer the shell shows its defaults. */
export const configApi = {
  get: () => request<SiteConfig>('GET', '/config', { mode: 'quiet' }),
};

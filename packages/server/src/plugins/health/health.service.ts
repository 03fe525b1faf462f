/** What the health routes answer: whether the database is ready, and the settings the web app shows. */
import type { SiteConfig } from '@masal/shared';
import type { Config } from '../../config.ts';
import type { HealthRepository } from './health.repository.ts';

export function healthService(repo: HealthRepository, config: Config) {
  return {
    /** The database answers and every migration of this release is applied; rejects when it does not answer. */
    ready: (): Promise<boolean> => repo.ready(),
    siteConfig: (): SiteConfig => ({ copyrightText: config.copyrightText }),
  };
}
export type HealthService = ReturnType<typeof healthService>;

/** GET /v1/health and GET /v1/config. */
import { z } from 'zod';

export const healthAnswerSchema = z.object({ status: z.literal('ok') });

/** What the web app shows from the server's configuration. */
export const siteConfigSchema = z.object({ copyrightText: z.string() });
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * What `npm start` prints once the server listens: the one address to open, and the first admin's
 * credentials last, framed.
 */
import { t } from '@masal/shared';

export interface BannerInput {
  publicUrl: string;
  database: 'pglite' | 'postgres';
  /** Set on the start that created the first admin; password only when it was generated. */
  admin?: { email: string; password?: string | undefined } | undefined;
}

function frame(lines: string[]): string[] {
  const width = Math.max(...lines.map((l) => l.length));
  return [
    `┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((l) => `│ ${l.padEnd(width)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ];
}

export function startBanner({ publicUrl, database, admin }: BannerInput): string {
  const lines = [
    t('server.banner.ready', {
      url: publicUrl,
      database: database === 'pglite' ? t('server.banner.embeddedDatabase') : 'PostgreSQL',
    }),
  ];
  if (admin) {
    lines.push(
      '',
      ...frame([
        t('server.banner.firstAdmin'),
        t('server.banner.email', { email: admin.email }),
        admin.password
          ? t('server.banner.password', { password: admin.password })
          : t('server.banner.givenPassword'),
      ]),
    );
  }
  return `\n${lines.map((l) => (l ? `  ${l}` : '')).join('\n')}\n`;
}

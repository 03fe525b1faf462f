/**
 * What `npm start` prints once the server listens: the one address to open, and the first admin's
 * credentials last, framed.
 */

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
    `Masal hazır: ${publicUrl}  (veritabanı: ${database === 'pglite' ? 'gömülü PGlite' : 'PostgreSQL'})`,
  ];
  if (admin) {
    lines.push(
      '',
      ...frame([
        'İlk yönetici hesabı oluşturuldu',
        `E-posta: ${admin.email}`,
        admin.password
          ? `Şifre:   ${admin.password}   (yalnızca bu kez gösterilir)`
          : 'Şifre:   ADMIN_PASSWORD ile verilen şifre',
      ]),
    );
  }
  return `\n${lines.map((l) => (l ? `  ${l}` : '')).join('\n')}\n`;
}

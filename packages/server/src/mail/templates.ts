/** The e-mails the portal sends, in Turkish, as text and HTML. */
import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function linkMail(to: string, subject: string, greeting: string, lines: string[], link: string): MailMessage {
  const text = [greeting, '', ...lines, '', link, '', 'Masal Portalı'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>Masal Portalı</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function activationMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    'Masal Portalı — Hesabınızı etkinleştirin',
    `Sayın ${name},`,
    [
      'Masal Portalı kaydınız alındı. Hesabınızı etkinleştirmek için aşağıdaki bağlantıyı açın ve e-posta adresinizi girin.',
      'Bağlantı 7 gün geçerlidir. Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayın.',
    ],
    `${publicUrl}/activationUser?ac=${encodeURIComponent(code)}`,
  );
}

export function resetMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    'Masal Portalı — Şifre yenileme',
    `Sayın ${name},`,
    [
      'Şifrenizi yenilemek için aşağıdaki bağlantıyı açın.',
      'Bağlantı 1 saat geçerlidir ve bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
    ],
    `${publicUrl}/resetPassword?rc=${encodeURIComponent(code)}`,
  );
}

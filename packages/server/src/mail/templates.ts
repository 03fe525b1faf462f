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

/** Someone signed up with an address that already has an account: its owner is told, with a reset link. */
export function emailTakenMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    'Masal Portalı — E-posta adresinizle kayıt denemesi',
    `Sayın ${name},`,
    [
      'Masal Portalı’nda bu e-posta adresiyle yeni bir hesap açılmak istendi. Bu adresle kayıtlı bir hesabınız zaten olduğu için yeni hesap açılmadı.',
      'Bu denemeyi siz yaptıysanız ve şifrenizi hatırlamıyorsanız, aşağıdaki bağlantıdan yeni bir şifre belirleyebilirsiniz. Bağlantı 1 saat geçerlidir ve bir kez kullanılabilir.',
      'Bu denemeyi siz yapmadıysanız bu e-postayı dikkate almayın; hesabınızda hiçbir değişiklik yapılmadı.',
    ],
    `${publicUrl}/resetPassword?rc=${encodeURIComponent(code)}`,
  );
}

/** Someone signed up with the TC Kimlik No of an account: its owner is told (not the other address). */
export function identityTakenMail(to: string, name: string, publicUrl: string): MailMessage {
  return linkMail(
    to,
    'Masal Portalı — TC Kimlik Numaranızla kayıt denemesi',
    `Sayın ${name},`,
    [
      'Masal Portalı’nda TC Kimlik Numaranızla, başka bir e-posta adresi kullanılarak yeni bir hesap açılmak istendi. Her TC Kimlik No ile tek hesap açılabildiği için yeni hesap açılmadı.',
      'Hesabınız bu e-posta adresiyle kayıtlıdır. Bu denemeyi siz yaptıysanız bu adresle giriş yapabilirsiniz; şifrenizi hatırlamıyorsanız aşağıdaki bağlantıdan yenileyebilirsiniz.',
      'Bu denemeyi siz yapmadıysanız lütfen portal yöneticisine bildirin.',
    ],
    `${publicUrl}/forgotMyPassword`,
  );
}

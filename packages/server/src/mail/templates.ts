/** The e-mails the portal sends, in Turkish, as text and HTML. */
import { KVKK_PATH } from '@masal/shared';
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

/** The admin opened an account for the person: they set their own password through the link. */
export function invitationMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    'Masal Portalı — Hesabınız açıldı',
    `Sayın ${name},`,
    [
      'Masal Portalı’nda sizin için bir hesap açıldı. Şifrenizi belirlemek için aşağıdaki bağlantıyı açın; ardından bu e-posta adresi ve şifrenizle giriş yapabilirsiniz.',
      'Bağlantı 7 gün geçerlidir ve bir kez kullanılabilir. Bu hesabı beklemiyorsanız bu e-postayı dikkate almayın.',
      `Kişisel verilerinizin nasıl işlendiğini aydınlatma metninde okuyabilirsiniz: ${publicUrl}${KVKK_PATH}`,
    ],
    // Its own welcome page; the code is also a reset code, so seed §7's resetPasswordUser takes it too.
    `${publicUrl}/invitation?ic=${encodeURIComponent(code)}`,
  );
}

/** The profile's e-mail change: the link goes to the new address, which becomes the account's when followed. */
export function emailChangeMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    'Masal Portalı — Yeni e-posta adresinizi onaylayın',
    `Sayın ${name},`,
    [
      'Masal Portalı hesabınızın e-posta adresini bu adresle değiştirmek istediniz. Değişikliği onaylamak için aşağıdaki bağlantıyı açın.',
      'Bağlantı 24 saat geçerlidir ve bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; hesabınızda hiçbir değişiklik yapılmaz.',
    ],
    `${publicUrl}/confirmEmail?ec=${encodeURIComponent(code)}`,
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

/** The tale a workflow mail is about, and the note of the transition that sent it (none when it has none). */
export interface TaleMail {
  to: string;
  name: string;
  publicUrl: string;
  taleId: number;
  taleName: string;
  note: string | null;
}

/** The tale named in the text, in Turkish quotation marks. */
const named = (taleName: string) => `“${taleName}”`;
/** A note's line only when there is a note. */
const noteLine = (label: string, note: string | null) => (note ? [`${label}: ${note}`] : []);
/** The compiler's own tale: their form while they may edit it, its preview afterwards. */
const ownTaleLink = (m: TaleMail) => `${m.publicUrl}/masal/taleSave?taleId=${m.taleId}`;
const reviewLink = (publicUrl: string, taleId: number) => `${publicUrl}/masal/taleReview/${taleId}`;
const BOARD_PATH = '/masal/advisoryBoardTaleDataTable';

export function taleRevisionMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    'Masal Portalı — Masalınız için düzeltme istendi',
    `Sayın ${m.name},`,
    [
      `${named(m.taleName)} adlı masalınızı inceleyen editör bazı düzeltmeler istedi.`,
      ...noteLine('Editörün notu', m.note),
      'Masalınızı aşağıdaki bağlantıdan açıp düzelttikten sonra yeniden incelemeye gönderebilirsiniz.',
    ],
    ownTaleLink(m),
  );
}

/** The receipt of a submitted tale: its number and what happens next, so the compiler knows it arrived. */
export function taleReceivedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    `Masal Portalı — Masalınız alındı (Masal no: ${m.taleId})`,
    `Sayın ${m.name},`,
    [
      `${named(m.taleName)} adlı masalınız incelenmek üzere alındı. Masal no: ${m.taleId}.`,
      'Bundan sonra masalınıza bir editör atanacak ve editör masalınızı inceleyecek. Her kararda (düzeltme isteği, onay veya ret) size e-posta ile bilgi verilecek.',
      'Masalınızı aşağıdaki bağlantıdan görüntüleyebilirsiniz.',
    ],
    ownTaleLink(m),
  );
}

export function taleRejectedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    'Masal Portalı — Masalınız reddedildi',
    `Sayın ${m.name},`,
    [
      `${named(m.taleName)} adlı masalınız incelendi; yayımlanmak üzere kabul edilmedi.`,
      ...noteLine('Gerekçe', m.note),
      'Masalınızı aşağıdaki bağlantıdan görüntüleyebilirsiniz.',
    ],
    ownTaleLink(m),
  );
}

/** Approved or approved as private content: the compiler is told only that it was approved. */
export function taleApprovedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    'Masal Portalı — Masalınız onaylandı',
    `Sayın ${m.name},`,
    [
      `${named(m.taleName)} adlı masalınız onaylandı. Katkınız için teşekkür ederiz.`,
      'Masalınızı aşağıdaki bağlantıdan görüntüleyebilirsiniz.',
    ],
    ownTaleLink(m),
  );
}

export function talePublishedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    'Masal Portalı — Masalınız yayımlandı',
    `Sayın ${m.name},`,
    [
      `${named(m.taleName)} adlı masalınız Masal Portalı’nda yayımlandı; artık portalın bütün kullanıcıları okuyabilir.`,
    ],
    `${m.publicUrl}/masal/publicTalePage/${m.taleId}`,
  );
}

export function taleAssignedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    'Masal Portalı — İncelemeniz için bir masal atandı',
    `Sayın ${m.name},`,
    [
      `${named(m.taleName)} adlı masal incelemeniz için size atandı.`,
      'Masalı aşağıdaki bağlantıdan inceleyebilirsiniz.',
    ],
    reviewLink(m.publicUrl, m.taleId),
  );
}

export function taleResubmittedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    'Masal Portalı — Düzeltilen masal yeniden gönderildi',
    `Sayın ${m.name},`,
    [
      `Düzeltme istediğiniz ${named(m.taleName)} adlı masal, derleyicisi tarafından düzeltilip yeniden incelemenize gönderildi.`,
      'Masalı aşağıdaki bağlantıdan inceleyebilirsiniz.',
    ],
    reviewLink(m.publicUrl, m.taleId),
  );
}

export function taleBoardReturnMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    'Masal Portalı — Masal danışma kurulundan geri gönderildi',
    `Sayın ${m.name},`,
    [
      `Danışma kuruluna gönderdiğiniz ${named(m.taleName)} adlı masal, yeniden incelemeniz için size geri gönderildi.`,
      ...noteLine('Kurulun notu', m.note),
      'Masalı aşağıdaki bağlantıdan inceleyebilirsiniz.',
    ],
    reviewLink(m.publicUrl, m.taleId),
  );
}

export function taleToBoardMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    'Masal Portalı — Danışma kurulunun değerlendirmesini bekleyen masal',
    `Sayın ${m.name},`,
    [
      `${named(m.taleName)} adlı masal danışma kurulunun değerlendirmesine sunuldu.`,
      'Masalı aşağıdaki bağlantıdan açılan danışma kurulu ekranında değerlendirebilirsiniz.',
    ],
    `${m.publicUrl}${BOARD_PATH}`,
  );
}

/** A tale of the daily digest: waiting at the editor's review (3) or at the advisory board (5). */
export interface WaitingTale {
  taleId: number;
  taleName: string;
  atBoard: boolean;
  waitingDays: number;
}

/** The daily reminder: each waiting tale with its own link, then the person's queue (as linkMail, with a list). */
export function reviewDigestMail(
  to: string,
  name: string,
  publicUrl: string,
  reminderDays: number,
  tales: WaitingTale[],
): MailMessage {
  const greeting = `Sayın ${name},`;
  const intro = `Aşağıdaki masallar ${reminderDays} günden uzun süredir sizi bekliyor:`;
  const outro = 'Bekleyen bütün masallarınızı aşağıdaki bağlantıdan görebilirsiniz.';
  const queue = `${publicUrl}/masal/taleListInbox`;
  const items = tales.map((t) => ({
    label: `${named(t.taleName)} — ${t.waitingDays} gündür ${t.atBoard ? 'danışma kurulunda' : 'incelemenizde'}`,
    link: t.atBoard ? `${publicUrl}${BOARD_PATH}` : reviewLink(publicUrl, t.taleId),
  }));
  const text = [
    greeting,
    '',
    intro,
    ...items.map((i) => `• ${i.label}: ${i.link}`),
    '',
    outro,
    '',
    queue,
    '',
    'Masal Portalı',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.label)}</a></li>`),
    '</ul>',
    `<p>${escapeHtml(outro)}</p>`,
    `<p><a href="${escapeHtml(queue)}">${escapeHtml(queue)}</a></p>`,
    '<p>Masal Portalı</p>',
  ].join('\n');
  return { to, subject: 'Masal Portalı — Uzun süredir bekleyen masallar', text, html };
}

/** The admin's decision on a written publication request, for its proposer. */
export interface PubRequestMail {
  to: string;
  name: string;
  publicUrl: string;
  accepted: boolean;
  taleNames: string[];
  note: string | null;
}

export function pubRequestDecidedMail(m: PubRequestMail): MailMessage {
  const tales = m.taleNames.map(named).join(', ');
  return linkMail(
    m.to,
    m.accepted ? 'Masal Portalı — Yayın öneriniz kabul edildi' : 'Masal Portalı — Yayın öneriniz reddedildi',
    `Sayın ${m.name},`,
    [
      m.accepted
        ? `Basılı kitap dizisi için yaptığınız öneri kabul edildi${tales ? `: ${tales}` : '.'}`
        : `Basılı kitap dizisi için yaptığınız öneri kabul edilmedi${tales ? `: ${tales}` : '.'}`,
      ...noteLine('Yöneticinin notu', m.note),
      'Önerilerinizi ve kararları aşağıdaki bağlantıdan görebilirsiniz.',
    ],
    `${m.publicUrl}/masal/writtenPubRequest`,
  );
}

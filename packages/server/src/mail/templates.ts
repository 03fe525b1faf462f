/** The e-mails the portal sends, as text and HTML; their words are the catalogue's `mail` section. */
import { catalogue, escapeHtml, fill, KVKK_PATH } from '@masal/shared';
import type { MailMessage } from './mailer.ts';

const mail = catalogue.mail;

/** The salutation every mail opens with. */
const greeting = (name: string) => fill(mail.greeting, { name });

function linkMail(to: string, subject: string, greeting: string, lines: string[], link: string): MailMessage {
  const text = [greeting, '', ...lines, '', link, '', mail.signature].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(mail.signature)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function activationMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    mail.activation.subject,
    greeting(name),
    [mail.activation.intro, mail.activation.validity],
    `${publicUrl}/activationUser?ac=${encodeURIComponent(code)}`,
  );
}

export function resetMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    mail.reset.subject,
    greeting(name),
    [mail.reset.intro, mail.reset.validity],
    `${publicUrl}/resetPassword?rc=${encodeURIComponent(code)}`,
  );
}

/** The admin opened an account for the person: they set their own password through the link. */
export function invitationMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    mail.invitation.subject,
    greeting(name),
    [
      mail.invitation.intro,
      mail.invitation.validity,
      fill(mail.invitation.kvkk, { url: `${publicUrl}${KVKK_PATH}` }),
    ],
    // Its own welcome page; the code is also a reset code, so seed §7's resetPasswordUser takes it too.
    `${publicUrl}/invitation?ic=${encodeURIComponent(code)}`,
  );
}

/** The profile's e-mail change: the link goes to the new address, which becomes the account's when followed. */
export function emailChangeMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    mail.emailChange.subject,
    greeting(name),
    [mail.emailChange.intro, mail.emailChange.validity],
    `${publicUrl}/confirmEmail?ec=${encodeURIComponent(code)}`,
  );
}

/** Someone signed up with an address that already has an account: its owner is told, with a reset link. */
export function emailTakenMail(to: string, name: string, publicUrl: string, code: string): MailMessage {
  return linkMail(
    to,
    mail.emailTaken.subject,
    greeting(name),
    [mail.emailTaken.intro, mail.emailTaken.reset, mail.emailTaken.notYou],
    `${publicUrl}/resetPassword?rc=${encodeURIComponent(code)}`,
  );
}

/** Someone signed up with the TC Kimlik No of an account: its owner is told (not the other address). */
export function identityTakenMail(to: string, name: string, publicUrl: string): MailMessage {
  return linkMail(
    to,
    mail.identityTaken.subject,
    greeting(name),
    [mail.identityTaken.intro, mail.identityTaken.signIn, mail.identityTaken.notYou],
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
const named = (taleName: string) => fill(mail.quoted, { name: taleName });
/** A mail's sentence about the tale `m` names. */
const aboutTale = (text: string, m: TaleMail) => fill(text, { tale: named(m.taleName), taleId: m.taleId });
/** A note's line only when there is a note. */
const noteLine = (label: string, note: string | null) => (note ? [fill(mail.note, { label, note })] : []);
/** The compiler's own tale: their form while they may edit it, its preview afterwards. */
const ownTaleLink = (m: TaleMail) => `${m.publicUrl}/masal/taleSave?taleId=${m.taleId}`;
const reviewLink = (publicUrl: string, taleId: number) => `${publicUrl}/masal/taleReview/${taleId}`;
const ADVISORY_BOARD_PATH = '/masal/advisoryBoardTaleDataTable';

export function taleRevisionMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    mail.taleRevision.subject,
    greeting(m.name),
    [
      aboutTale(mail.taleRevision.intro, m),
      ...noteLine(mail.taleRevision.noteLabel, m.note),
      mail.taleRevision.outro,
    ],
    ownTaleLink(m),
  );
}

/** The receipt of a submitted tale: its number and what happens next, so the compiler knows it arrived. */
export function taleReceivedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    aboutTale(mail.taleReceived.subject, m),
    greeting(m.name),
    [aboutTale(mail.taleReceived.intro, m), mail.taleReceived.next, mail.seeYourTale],
    ownTaleLink(m),
  );
}

/** The receipt of a tale sent again after a revision request: it is back with its editor, who decides next. */
export function taleResubmitReceivedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    aboutTale(mail.taleResubmitReceived.subject, m),
    greeting(m.name),
    [aboutTale(mail.taleResubmitReceived.intro, m), mail.taleResubmitReceived.next, mail.seeYourTale],
    ownTaleLink(m),
  );
}

export function taleRejectedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    mail.taleRejected.subject,
    greeting(m.name),
    [
      aboutTale(mail.taleRejected.intro, m),
      ...noteLine(mail.taleRejected.noteLabel, m.note),
      mail.seeYourTale,
    ],
    ownTaleLink(m),
  );
}

/** Approved or approved as private content: the compiler is told only that it was approved. */
export function taleApprovedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    mail.taleApproved.subject,
    greeting(m.name),
    [aboutTale(mail.taleApproved.intro, m), mail.seeYourTale],
    ownTaleLink(m),
  );
}

export function talePublishedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    mail.talePublished.subject,
    greeting(m.name),
    [aboutTale(mail.talePublished.intro, m)],
    `${m.publicUrl}/masal/publicTalePage/${m.taleId}`,
  );
}

export function taleAssignedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    mail.taleAssigned.subject,
    greeting(m.name),
    [aboutTale(mail.taleAssigned.intro, m), mail.reviewTale],
    reviewLink(m.publicUrl, m.taleId),
  );
}

export function taleResubmittedMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    mail.taleResubmitted.subject,
    greeting(m.name),
    [aboutTale(mail.taleResubmitted.intro, m), mail.reviewTale],
    reviewLink(m.publicUrl, m.taleId),
  );
}

export function taleAdvisoryBoardReturnMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    mail.taleAdvisoryBoardReturn.subject,
    greeting(m.name),
    [
      aboutTale(mail.taleAdvisoryBoardReturn.intro, m),
      ...noteLine(mail.taleAdvisoryBoardReturn.noteLabel, m.note),
      mail.reviewTale,
    ],
    reviewLink(m.publicUrl, m.taleId),
  );
}

export function taleToAdvisoryBoardMail(m: TaleMail): MailMessage {
  return linkMail(
    m.to,
    mail.taleToAdvisoryBoard.subject,
    greeting(m.name),
    [aboutTale(mail.taleToAdvisoryBoard.intro, m), mail.taleToAdvisoryBoard.outro],
    `${m.publicUrl}${ADVISORY_BOARD_PATH}`,
  );
}

/** A tale of the daily digest: waiting at the editor's review (3) or at the advisory board (5). */
export interface WaitingTale {
  taleId: number;
  taleName: string;
  atAdvisoryBoard: boolean;
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
  const digest = mail.reviewDigest;
  const hello = greeting(name);
  const intro = fill(digest.intro, { days: reminderDays });
  const outro = digest.outro;
  const queue = `${publicUrl}/masal/taleListInbox`;
  const items = tales.map((t) => ({
    label: fill(t.atAdvisoryBoard ? digest.atAdvisoryBoard : digest.atReview, {
      tale: named(t.taleName),
      days: t.waitingDays,
    }),
    link: t.atAdvisoryBoard ? `${publicUrl}${ADVISORY_BOARD_PATH}` : reviewLink(publicUrl, t.taleId),
  }));
  const text = [
    hello,
    '',
    intro,
    ...items.map((i) => `• ${i.label}: ${i.link}`),
    '',
    outro,
    '',
    queue,
    '',
    mail.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.label)}</a></li>`),
    '</ul>',
    `<p>${escapeHtml(outro)}</p>`,
    `<p><a href="${escapeHtml(queue)}">${escapeHtml(queue)}</a></p>`,
    `<p>${escapeHtml(mail.signature)}</p>`,
  ].join('\n');
  return { to, subject: digest.subject, text, html };
}

/** The admin's decision on a written publication request, for its proposer. */
export interface WrittenPubRequestMail {
  to: string;
  name: string;
  publicUrl: string;
  accepted: boolean;
  taleNames: string[];
  note: string | null;
}

export function writtenPubRequestDecidedMail(m: WrittenPubRequestMail): MailMessage {
  const decided = mail.writtenPubRequestDecided;
  const tales = m.taleNames.map(named).join(', ');
  const withTales = m.accepted ? decided.acceptedTales : decided.declinedTales;
  return linkMail(
    m.to,
    m.accepted ? decided.acceptedSubject : decided.declinedSubject,
    greeting(m.name),
    [
      tales ? fill(withTales, { tales }) : m.accepted ? decided.accepted : decided.declined,
      ...noteLine(decided.noteLabel, m.note),
      decided.outro,
    ],
    `${m.publicUrl}/masal/writtenPubRequest`,
  );
}

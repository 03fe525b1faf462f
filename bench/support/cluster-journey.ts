/**
 * A tale's whole journey through the cluster bench's proxy, as its people would take it: the compiler signs
 * up (activation link from the mail), signs in, writes and saves a draft, attaches a recording and submits it;
 * the admin assigns it, the editor classifies it, writes the abstract and forwards it, the advisory board approves
 * it, the publishing editor publishes it; the admin approves and pays the payment it accrued, and the compiler sees
 * it paid. Each step records what an answer confirmed, for the lost-writes check.
 *
 * A write whose first attempt was cut (502, network error) may have happened: when its retry is refused as
 * already done (409, or 400 for a used activation code), the journey reads the state again, as a person
 * reloading the page would, and goes on when the write is there.
 */
import { createHash } from 'node:crypto';
import { ACTION, ROLE, type RoleId } from '@masal/shared';
import { signUpBody, uniqueEmail, validTcKimlikNo } from '../../packages/server/test/support/factories.ts';
import { mp3 } from '../../packages/server/test/support/media-fixtures.ts';
import { multipartBody } from '../../packages/server/test/support/multipart.ts';
import { linkCode, waitForMail } from '../../packages/server/test/support/outbox.ts';
import { completeTaleBody } from '../../packages/server/test/support/tale-bodies.ts';
import type { Answer, CallOptions, ClusterClient } from './cluster-client.ts';

/** Where the journey's mails arrive (the SMTP sink's folder) and how long one may take. */
export interface MailBox {
  dir: string;
  timeoutMs: number;
}

interface Person {
  /** The simulated client's address (X-Forwarded-For). */
  address: string;
  email: string;
  token: string;
  userId: number;
}

export interface Staff {
  admin: Person;
  editor: Person;
  advisoryBoardMember: Person;
  publisher: Person;
  groupId: number;
  subGroupId: number;
}

/** What 2xx answers confirmed: the database must hold exactly this at the end. */
export interface JourneyRecord {
  index: number;
  email: string;
  /** The compiler, once signed in. */
  compiler?: Person;
  tale?: { taleId: number; actionId: number; taleText: string; taleTextEnd: string | null };
  attachments: { id: number; sha256: string; size: number; bytes: Buffer; upstream: string }[];
  payment?: { paymentId: number; status: string };
  /** The step that could not be done, and why; undefined when the journey ended. */
  failed?: string;
  ms: number;
}

const UPLOAD_BYTES_PER_SECOND = 1024 * 1024;
const STAFF_PASSWORD = 'kume-kadro-parola-1';
const PASSWORD = 'Kume-Derleyici-1';

class StepFailed extends Error {}

/** The newest mail to `email` whose subject has `subject`, as the person would wait for it. */
async function mailTo(mail: MailBox, email: string, subject: string) {
  try {
    return await waitForMail(mail.dir, email, { subjectIncludes: subject, timeoutMs: mail.timeoutMs });
  } catch {
    throw new StepFailed(`mail "${subject}": none within ${mail.timeoutMs / 1000} s`);
  }
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;
const excerpt = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

/** One person's calls: each must be answered 2xx, or `accept` must say an earlier attempt did it. */
class Caller {
  constructor(
    private readonly client: ClusterClient,
    readonly address: string,
    public token?: string,
  ) {}

  async call<T>(
    step: string,
    method: string,
    path: string,
    options: CallOptions = {},
    accept?: (a: Answer) => Promise<boolean>,
  ): Promise<{ body: T; upstream: string }> {
    const answer = await this.client.call(this.address, method, path, { token: this.token, ...options });
    if (ok(answer) || (answer.retried && accept && (await accept(answer))))
      return { body: answer.body as T, upstream: answer.upstream };
    throw new StepFailed(`${step}: ${answer.status} ${excerpt(answer.body)}`);
  }
}

async function signIn(caller: Caller, email: string, password: string): Promise<Person> {
  const { body } = await caller.call<{ token: string; user: { userId: number } }>(
    'sign-in',
    'POST',
    '/auth/login',
    {
      json: { email, password },
    },
  );
  caller.token = body.token;
  return { address: caller.address, email, token: body.token, userId: body.user.userId };
}

async function staffMember(
  client: ClusterClient,
  admin: Caller,
  mail: MailBox,
  address: string,
  roleIds: RoleId[],
  institutionId: number,
): Promise<Person> {
  const email = uniqueEmail('kume-kadro');
  await admin.call('create staff', 'POST', '/users/', {
    json: {
      email,
      name: 'Deniz',
      surname: 'Kurul',
      identityNo: validTcKimlikNo(),
      institutionId,
      titleName: '',
      roleIds,
    },
  });
  const invitation = await mailTo(mail, email, 'Hesabınız açıldı');
  const person = new Caller(client, address);
  await person.call('set staff password', 'POST', '/auth/resetPasswordUser', {
    json: {
      email,
      password: STAFF_PASSWORD,
      passwordReply: STAFF_PASSWORD,
      reminderCode: linkCode(invitation.text, 'rc'),
    },
  });
  return signIn(person, email, STAFF_PASSWORD);
}

/** The admin (ADMIN_EMAIL/ADMIN_PASSWORD of the instances) and an editor, an advisory board member and a publishing editor. */
export async function createStaff(
  client: ClusterClient,
  mail: MailBox,
  admin: { email: string; password: string },
): Promise<Staff> {
  const adminCaller = new Caller(client, '10.26.0.1');
  const adminPerson = await signIn(adminCaller, admin.email, admin.password);
  const institutionId = await firstInstitution(adminCaller);
  const editor = await staffMember(client, adminCaller, mail, '10.26.0.2', [ROLE.editor], institutionId);
  const advisoryBoardMember = await staffMember(
    client,
    adminCaller,
    mail,
    '10.26.0.3',
    [ROLE.advisoryBoardMember],
    institutionId,
  );
  const publisher = await staffMember(
    client,
    adminCaller,
    mail,
    '10.26.0.4',
    [ROLE.publishingEditor],
    institutionId,
  );
  const { body: groups } = await new Caller(client, editor.address, editor.token).call<
    { groupId: number; subGroups: { subGroupId: number }[] }[]
  >('tale groups', 'GET', '/taleGroups');
  const group = groups.find((g) => g.subGroups.length > 0);
  if (!group?.subGroups[0]) throw new Error('the seed wrote no tale groups');
  return {
    admin: adminPerson,
    editor,
    advisoryBoardMember,
    publisher,
    groupId: group.groupId,
    subGroupId: group.subGroups[0].subGroupId,
  };
}

async function firstInstitution(caller: Caller): Promise<number> {
  const { body } = await caller.call<{ institutionId: number }[]>('institutions', 'GET', '/institution/');
  return body[0]?.institutionId ?? 1;
}

const as = (client: ClusterClient, p: Person) => new Caller(client, p.address, p.token);
const today = () => new Date().toISOString().slice(0, 10);

/** Journey `index`; `runId` keeps its tale name and texts unlike any other run's (mails are told apart by them). */
export async function runJourney(
  client: ClusterClient,
  staff: Staff,
  mail: MailBox,
  index: number,
  runId: string,
): Promise<JourneyRecord> {
  const started = Date.now();
  const address = `10.25.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const email = uniqueEmail(`kume${index}`);
  const record: JourneyRecord = { index, email, attachments: [], ms: 0 };
  try {
    await journey(client, staff, mail, { index, runId, address, email }, record);
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    record.failed = error.message;
  }
  record.ms = Date.now() - started;
  return record;
}

async function journey(
  client: ClusterClient,
  staff: Staff,
  mail: MailBox,
  who: { index: number; runId: string; address: string; email: string },
  record: JourneyRecord,
) {
  const { index, runId, address, email } = who;
  const compiler = new Caller(client, address);
  const admin = as(client, staff.admin);
  const editor = as(client, staff.editor);

  // Sign-up, activation from the mail, sign-in.
  const institutionId = await firstInstitution(compiler);
  await compiler.call('sign-up', 'POST', '/auth/signUp', {
    json: signUpBody(institutionId, { email, password: PASSWORD, passwordReply: PASSWORD }),
  });
  const activation = await mailTo(mail, email, 'etkinleştir');
  // A used code after a cut attempt: the sign-in tells whether the account is active.
  await compiler.call(
    'activation',
    'POST',
    '/auth/activeUser',
    { json: { email, activationCode: linkCode(activation.text, 'ac') } },
    async (a) => a.status === 400,
  );
  const me = await signIn(compiler, email, PASSWORD);
  record.compiler = me;

  // A draft, saved once more with the whole text, a recording attached, submitted.
  const taleName = `Küme masalı ${index} (${runId})`;
  const body = completeTaleBody({ taleName, taleText: `Evvel zaman içinde, ${taleName} anlatılırmış.` });
  const created = await compiler.call<{ taleId: number; version: number }>(
    'create draft',
    'POST',
    '/tales/full',
    {
      json: body,
    },
  );
  const { taleId } = created.body;
  record.tale = { taleId, actionId: ACTION.draft, taleText: body.taleText ?? '', taleTextEnd: null };
  const taleText = `${body.taleText} Bir gün ${runId} köyünden bir derviş gelmiş, ${index}. kapıyı çalmış.`;
  await compiler.call('save draft', 'PUT', '/tales/full', {
    json: { ...body, taleText, taleId, version: created.body.version },
  });
  record.tale.taleText = taleText;

  // Every journey's recording has its own length, so its bytes (and SHA-256) are its own: about 1.5 MB, and
  // every third a long one of about 12 MB, which the S3 storage stages as a multipart upload (5 MB parts).
  const bytes = mp3((index % 3 === 2 ? 750 : 90) + index * 0.5);
  const fileName = `kayıt-${index}.mp3`;
  const multipart = multipartBody([{ fileName, bytes, contentType: 'audio/mpeg' }]);
  const uploaded = await compiler.call<{ uploadList: { id: number; fileName: string; size: number }[] }>(
    'upload',
    'POST',
    `/upload/taleAttachment/${taleId}`,
    {
      body: new Uint8Array(multipart.payload),
      headers: multipart.headers,
      bytesPerSecond: UPLOAD_BYTES_PER_SECOND,
    },
  );
  const attachment = uploaded.body.uploadList.find((a) => a.fileName === fileName);
  if (!attachment) throw new StepFailed('upload: the answer does not list the file');
  record.attachments.push({
    id: attachment.id,
    size: attachment.size,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
    upstream: uploaded.upstream,
  });
  await compiler.call('list files', 'GET', `/utils/fileUploadByTaleId/${taleId}`);

  const statusIs = (caller: Caller, actionId: number) => async () => {
    const { body: tale } = await caller.call<{ actionId: number }>(
      'read tale',
      'GET',
      `/tales/full/${taleId}`,
    );
    return tale.actionId === actionId;
  };
  const move = async (step: string, caller: Caller, actionId: number, extra: object = {}) => {
    await caller.call(step, 'PUT', '/tales/', { json: { taleId, actionId, ...extra } }, async (a) =>
      a.status === 409 ? statusIs(caller, actionId)() : false,
    );
    if (record.tale) record.tale.actionId = actionId;
  };
  await move('submit', compiler, ACTION.submitted);

  // The desk: assignment, classification and the text to publish, the abstract, the advisory board, publication.
  await move('assign', admin, ACTION.inReview, { editorId: staff.editor.userId });
  const { body: full } = await editor.call<{ version: number }>(
    'editor reads',
    'GET',
    `/tales/full/${taleId}`,
  );
  const taleTextEnd = `${taleText} Gökten üç elma düşmüş.`;
  await editor.call('classify', 'PUT', '/tales/full', {
    json: {
      ...body,
      taleText,
      taleId,
      version: full.version,
      taleTextEnd,
      groupId: staff.groupId,
      subGroupId: staff.subGroupId,
    },
  });
  record.tale.taleTextEnd = taleTextEnd;
  await editor.call('abstract', 'POST', '/taleAbstract/', {
    json: { taleId, text: `${taleName}: bir derviş gelir.` },
  });
  await move('forward to advisory board', editor, ACTION.advisoryBoard);
  const advisoryBoardMember = as(client, staff.advisoryBoardMember);
  await advisoryBoardMember.call(
    'advisory board approves',
    'POST',
    '/advisoryBoardApproval/',
    { json: { taleId, decision: 'approved' } },
    async (a) => (a.status === 409 ? statusIs(advisoryBoardMember, ACTION.completed)() : false),
  );
  record.tale.actionId = ACTION.completed;
  await move('publish', as(client, staff.publisher), ACTION.published);

  // The payment the advisory board's approval accrued: approved and paid by the admin, seen paid by the compiler.
  const paymentOf = async () => {
    const { body: list } = await admin.call<{
      rows: { paymentId: number; taleId: number; status: string }[];
    }>('payments list', 'GET', `/payments/admin?userId=${me.userId}`);
    const payment = list.rows.find((p) => p.taleId === taleId);
    if (!payment) throw new StepFailed('payments list: no payment for the tale');
    return payment;
  };
  const { paymentId } = await paymentOf();
  record.payment = { paymentId, status: 'pending' };
  const payStep = async (step: string, path: string, status: string, extra: object = {}) => {
    await admin.call(step, 'PUT', path, { json: { paymentIds: [paymentId], ...extra } }, async (a) =>
      a.status === 409 ? (await paymentOf()).status === status : false,
    );
    if (record.payment) record.payment.status = status;
  };
  await payStep('approve payment', '/payments/approve', 'approved');
  await payStep('pay', '/payments/paid', 'paid', { paidAt: today() });
  const { body: own } = await compiler.call<{ rows: { paymentId: number; status: string }[] }>(
    'own payments',
    'GET',
    '/payments',
  );
  if (own.rows.find((p) => p.paymentId === paymentId)?.status !== 'paid')
    throw new StepFailed('own payments: the payment is not shown paid');
}

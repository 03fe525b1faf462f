/**
 * Each module is one plugin that names the plugins it needs: registered without one of them, the app refuses
 * to start and says which, instead of failing later on a missing service.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { mailJobKind } from '../db/schema/index.ts';
import { advisoryBoardModule } from './advisory-board/index.ts';
import { isAuthMail } from './auth/auth-mails.ts';
import { kvkkModule } from './kvkk/index.ts';
import { pdfModule } from './pdf/index.ts';
import { isPubRequestMail } from './pub-requests/pub-request-mails.ts';
import { searchModule } from './search/index.ts';
import { talesModule } from './tales/index.ts';
import { workflowModule } from './workflow/index.ts';
import { isWorkflowMail } from './workflow-mails/workflow-mails.ts';

describe('module plugins', () => {
  it.each([
    ['tales', talesModule, 'platform'],
    ['search', searchModule, 'platform'],
    ['workflow', workflowModule, 'platform'],
    ['advisory-board', advisoryBoardModule, 'platform'],
    ['pdf', pdfModule, 'platform'],
    ['kvkk', kvkkModule, 'platform'],
  ])('%s does not start without the plugins it names', async (name, module, first) => {
    const app = Fastify();
    app.register(module);
    await expect(app.ready()).rejects.toThrow(
      `The dependency '${first}' of plugin '${name}' is not registered`,
    );
  });

  it('advisory-board names tales, whose transitions take the board’s decisions', async () => {
    const app = Fastify();
    app.register(fp(async () => {}, { name: 'platform' }));
    app.register(advisoryBoardModule);
    await expect(app.ready()).rejects.toThrow(
      `The dependency 'tales' of plugin 'advisory-board' is not registered`,
    );
  });

  it('tales names attachments, whose service lists a tale’s files', async () => {
    const app = Fastify();
    for (const stub of ['platform', 'mail']) {
      app.register(fp(async () => {}, { name: stub }));
    }
    app.register(talesModule);
    await expect(app.ready()).rejects.toThrow(
      `The dependency 'attachments' of plugin 'tales' is not registered`,
    );
  });
});

describe('mail composers', () => {
  // The queue asks the modules' composers in turn: a kind nobody composes would fail every time it is sent.
  it.each(mailJobKind.enumValues)('exactly one module composes %s', (kind) => {
    expect([isAuthMail, isWorkflowMail, isPubRequestMail].filter((accepts) => accepts(kind))).toHaveLength(1);
  });
});

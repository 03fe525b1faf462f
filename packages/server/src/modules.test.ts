/**
 * Each module is one plugin that names the plugins it needs: registered without one of them, the app refuses
 * to start and says which, instead of failing later on a missing service.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { mailJobKind } from './db/schema/index.ts';
import { advisoryBoardModule } from './modules/advisory-board/index.ts';
import { isAuthMail } from './modules/auth/auth-mails.ts';
import { kvkkModule } from './modules/kvkk/index.ts';
import { openDataModule } from './modules/open-data/index.ts';
import { pdfModule } from './modules/pdf/index.ts';
import { searchModule } from './modules/search/index.ts';
import { talesModule } from './modules/tales/index.ts';
import { workflowModule } from './modules/workflow/index.ts';
import { isWorkflowMail } from './modules/workflow/mails/workflow-mails.ts';
import { isWrittenPubRequestMail } from './modules/workflow/written-pub-requests/written-pub-request-mails.ts';

describe('module plugins', () => {
  it.each([
    ['tales', talesModule, 'platform'],
    ['search', searchModule, 'platform'],
    ['workflow', workflowModule, 'platform'],
    ['advisory-board', advisoryBoardModule, 'platform'],
    ['pdf', pdfModule, 'platform'],
    ['kvkk', kvkkModule, 'platform'],
    ['open-data', openDataModule, 'platform'],
  ])('%s does not start without the plugins it names', async (name, module, first) => {
    const app = Fastify();
    app.register(module);
    await expect(app.ready()).rejects.toThrow(
      `The dependency '${first}' of plugin '${name}' is not registered`,
    );
  });

  it('advisory-board names workflow, whose transitions take the advisory board’s decisions', async () => {
    const app = Fastify();
    app.register(fp(async () => {}, { name: 'platform' }));
    app.register(advisoryBoardModule);
    await expect(app.ready()).rejects.toThrow(
      `The dependency 'workflow' of plugin 'advisory-board' is not registered`,
    );
  });

  it('workflow names tales, whose reading of a tale its transitions use', async () => {
    const app = Fastify();
    for (const stub of ['platform', 'mail']) {
      app.register(fp(async () => {}, { name: stub }));
    }
    app.register(workflowModule);
    await expect(app.ready()).rejects.toThrow(
      `The dependency 'tales' of plugin 'workflow' is not registered`,
    );
  });

  it('tales names attachments, whose service lists a tale’s files', async () => {
    const app = Fastify();
    app.register(fp(async () => {}, { name: 'platform' }));
    app.register(talesModule);
    await expect(app.ready()).rejects.toThrow(
      `The dependency 'attachments' of plugin 'tales' is not registered`,
    );
  });
});

describe('mail composers', () => {
  // The queue asks the modules' composers in turn: a kind nobody composes would fail every time it is sent.
  it.each(mailJobKind.enumValues)('exactly one module composes %s', (kind) => {
    expect(
      [isAuthMail, isWorkflowMail, isWrittenPubRequestMail].filter((accepts) => accepts(kind)),
    ).toHaveLength(1);
  });
});

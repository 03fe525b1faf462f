/**
 * /oai: OAI-PMH 2.0's base URL, outside /v1 as harvesters expect it, public. GET with a query string and POST
 * with a form body (§3.1.1) answer the same XML; every protocol error is an answer of its own (HTTP 200).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OaiService } from './oai.service.ts';

const schema = {
  tags: ['open data'],
  summary:
    'OAI-PMH 2.0 (oai_dc): Identify, ListMetadataFormats, ListSets, ListIdentifiers, ListRecords, GetRecord',
  response: { 200: z.string().describe('text/xml; charset=utf-8') },
};

/** A form body's fields; a field given twice is a list, as a query string's is (badArgument). */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

export const oaiRoutes: FastifyPluginAsyncZod<{ oai: OaiService }> = async (app, { oai }) => {
  // Only this plugin's routes read form bodies; a request is a few short arguments.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, formFields(String(body))),
  );

  app.get('/oai', { schema }, async (request, reply) =>
    reply
      .type('text/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await oai.respond(request.query)),
  );
  app.post('/oai', { schema }, async (request, reply) =>
    reply
      .type('text/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await oai.respond(request.body)),
  );
};

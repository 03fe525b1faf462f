/**
 * The tale groups: GET /v1/taleGroups for every signed-in user (the review pickers, the published page's type
 * filter); the counts and every change for admins and editor-type roles (/masal/taleGroupList), each audited.
 */
import {
  id,
  taleGroupAnswerSchema,
  taleGroupCountsSchema,
  taleGroupInputSchema,
  taleGroupListAnswerSchema,
  taleGroupOrderSchema,
  taleSubGroupAnswerSchema,
  taleSubGroupOrderSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../../plugins/auth.ts';
import { errorAnswers } from '../../../plugins/route-schemas.ts';
import type { TaleGroupService } from './tale-group.service.ts';

const tags = ['taleGroups'];

const groupParams = z.object({ groupId: z.coerce.number().pipe(id()) });
const subGroupParams = z.object({ subGroupId: z.coerce.number().pipe(id()) });
const done = z.object({ status: z.literal(true) });
const DONE = { status: true as const };

export const taleGroupRoutes: FastifyPluginAsyncZod<{ taleGroups: TaleGroupService }> = async (
  app,
  { taleGroups },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The tale groups in their order, with ATU and TTV numbers (every signed-in user)',
        response: { 200: taleGroupListAnswerSchema, ...errorAnswers(403) },
      },
    },
    async () => taleGroups.list(),
  );

  app.get(
    '/counts',
    {
      schema: {
        tags,
        summary: 'How many tales the viewer may see carry each group and subgroup',
        response: { 200: taleGroupCountsSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => taleGroups.counts(sessionOf(request).userId),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Adds a group, last in the order (409: the name is taken under Turkish folding)',
        body: taleGroupInputSchema,
        response: { 200: taleGroupAnswerSchema, ...errorAnswers(400, 401, 403, 409, 415) },
      },
    },
    async (request) => taleGroups.createGroup(sessionOf(request), request.body),
  );

  // Static paths before /:groupId.
  app.put(
    '/order',
    {
      schema: {
        tags,
        summary: "Reorders the groups: every group's id once, in the new order (409: the list changed)",
        body: taleGroupOrderSchema,
        response: { 200: done, ...errorAnswers(400, 401, 403, 409, 415) },
      },
    },
    async (request) => {
      await taleGroups.reorderGroups(sessionOf(request), request.body.groupIds);
      return DONE;
    },
  );

  app.put(
    '/subGroups/:subGroupId',
    {
      schema: {
        tags,
        summary: "Renames a subgroup or changes its ATU and TTV numbers (every tale's type line follows)",
        params: subGroupParams,
        body: taleGroupInputSchema,
        response: { 200: taleSubGroupAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => taleGroups.updateSubGroup(sessionOf(request), request.params.subGroupId, request.body),
  );

  app.delete(
    '/subGroups/:subGroupId',
    {
      schema: {
        tags,
        summary: 'Deletes a subgroup no tale carries (409 naming how many tales do)',
        params: subGroupParams,
        response: { 200: done, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await taleGroups.removeSubGroup(sessionOf(request), request.params.subGroupId);
      return DONE;
    },
  );

  app.put(
    '/:groupId',
    {
      schema: {
        tags,
        summary: "Renames a group or changes its ATU and TTV numbers (every tale's type line follows)",
        params: groupParams,
        body: taleGroupInputSchema,
        response: { 200: taleGroupAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => taleGroups.updateGroup(sessionOf(request), request.params.groupId, request.body),
  );

  app.delete(
    '/:groupId',
    {
      schema: {
        tags,
        summary: 'Deletes a group and its subgroups when no tale carries any of them (409 naming the count)',
        params: groupParams,
        response: { 200: done, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await taleGroups.removeGroup(sessionOf(request), request.params.groupId);
      return DONE;
    },
  );

  app.post(
    '/:groupId/subGroups',
    {
      schema: {
        tags,
        summary: 'Adds a subgroup, last in its group (409: the group has the name under Turkish folding)',
        params: groupParams,
        body: taleGroupInputSchema,
        response: { 200: taleSubGroupAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => taleGroups.createSubGroup(sessionOf(request), request.params.groupId, request.body),
  );

  app.put(
    '/:groupId/subGroups/order',
    {
      schema: {
        tags,
        summary: "Reorders a group's subgroups: each of its subgroups' ids once, in the new order",
        params: groupParams,
        body: taleSubGroupOrderSchema,
        response: { 200: done, ...errorAnswers(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      await taleGroups.reorderSubGroups(sessionOf(request), request.params.groupId, request.body.subGroupIds);
      return DONE;
    },
  );
};

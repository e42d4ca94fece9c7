import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS } from '@contracts/operator';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { VISITOR_TAGS } from '../../plugins/visitor-cache';
import { requireRecentAuth } from '../auth/recent-auth';

/** Suspending an account is destructive: the password within this many minutes (a fresh sign-in counts). */
export const SUSPEND_RECENT_AUTH_MINUTES = 15;

type ByUser = { Params: { userId: string } };
type ByItem = { Params: { kind: string; id: string } };

/** Everything of an account a visitor may have been answered: the freelancer lists and pages, the vacancy lists. */
const accountShown = { config: { visitorWrites: [VISITOR_TAGS.freelancerLists, VISITOR_TAGS.freelancerPages, VISITOR_TAGS.vacancyLists] } };
/** What a visitor was answered of the item: a profile's lists and page; the vacancy lists (which name each company). */
const itemShown = {
  config: {
    visitorWrites: (request: { params: unknown }) => {
      const { kind, id } = request.params as ByItem['Params'];
      return kind === 'freelancer' ? [VISITOR_TAGS.freelancerLists, VISITOR_TAGS.freelancer(id)] : [VISITOR_TAGS.vacancyLists];
    },
  },
};

/**
 * Suspension of accounts and hiding of content, in the /admin context (administrators and moderators; app.ts).
 * Suspend and restore also need the password within SUSPEND_RECENT_AUTH_MINUTES.
 */
export async function adminVisibilityRoutes(app: FastifyInstance): Promise<void> {
  const { suspensions, hiding } = app.services;

  app.post<ByUser>(OPERATOR_PATHS.suspend, accountShown, async (request) => {
    await requireRecentAuth(request, SUSPEND_RECENT_AUTH_MINUTES);
    return ok(await suspensions.suspend(requireUser(request), request.params.userId, request.body));
  });

  app.post<ByUser>(OPERATOR_PATHS.restore, accountShown, async (request) => {
    await requireRecentAuth(request, SUSPEND_RECENT_AUTH_MINUTES);
    return ok(await suspensions.restore(requireUser(request), request.params.userId, request.body));
  });

  app.post<ByItem>(OPERATOR_PATHS.hideContent, itemShown, async (request) => ok(await hiding.hide(requireUser(request), request.params.kind, request.params.id, request.body)));

  app.post<ByItem>(OPERATOR_PATHS.unhideContent, itemShown, async (request) => ok(await hiding.unhide(requireUser(request), request.params.kind, request.params.id, request.body)));
}

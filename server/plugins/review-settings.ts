import fp from 'fastify-plugin';
import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from '../domains/tasksLog/review-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How reviewers share the queue: how long a claim holds. */
    review: ReviewSettings;
  }
}

export default fp<Partial<ReviewSettings>>(async (app, options) => app.decorate('review', { ...DEFAULT_REVIEW_SETTINGS, ...options }), {
  name: 'review-settings',
});

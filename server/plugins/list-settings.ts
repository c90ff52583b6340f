import fp from 'fastify-plugin';
import { DEFAULT_EXACT_COUNT_LIMIT } from '../lists/count.ts';

/** How lists answer: `paging: false` ignores the paging extension (every list whole, as the production backend). */
export interface ListSettings {
  paging: boolean;
  /** Totals above this are the planner's estimate, flagged `meta.totalIsEstimate`. */
  exactCountLimit: number;
}

export const DEFAULT_LIST_SETTINGS: ListSettings = { paging: true, exactCountLimit: DEFAULT_EXACT_COUNT_LIMIT };

declare module 'fastify' {
  interface FastifyInstance {
    listSettings: ListSettings;
  }
}

export default fp<Partial<ListSettings>>(
  async (app, settings) => {
    app.decorate('listSettings', { ...DEFAULT_LIST_SETTINGS, ...settings });
  },
  { name: 'list-settings' },
);

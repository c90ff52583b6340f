import { namedEntitySchema } from '@/admin/namedEntitySchema.ts';

/** Engagement types (like, share, comment…): a name, no client-side checks (spec §5). */
export default namedEntitySchema('engagement', 'engagement', '/engagement-types');

import { namedEntitySchema } from '@/admin/namedEntitySchema.ts';

/** Social platforms (Instagram, X, TikTok…): a name, no client-side checks (spec §5). */
export default namedEntitySchema('socialPlatform', 'socialPlatform', '/social-platform');

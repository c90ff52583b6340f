import type { EngagementType, Package, SocialPlatform, Task } from '../schema/index.ts';
import { ENGAGEMENT_TYPES, PACKAGES, PLATFORMS } from './catalog.ts';
import { daysAfter, Random } from './random.ts';
import { makeTask } from './tasks.ts';

const LAUNCH_DAYS_AGO = 400;

/**
 * Packages, engagement types, platforms (set up at launch, minutes apart) and tasks (over the year
 * since), each entity drawn from its own stream of `seed`.
 */
export function makeCatalog(seed: number, now: Date, taskCount: number) {
  const launch = daysAfter(now, -LAUNCH_DAYS_AGO);
  /** Records of one entity, set up a few minutes apart from `offset` minutes after launch. */
  const namedIn = (entity: string, offset: number) => {
    const r = Random.stream(seed, entity);
    let minute = offset;
    return (name: string) => ({ id: r.uuid(), name, createdAt: daysAfter(launch, (minute += r.int(1, 9)) / (24 * 60)), version: 1 });
  };

  const packageNamed = namedIn('packages', 0);
  const packages = PACKAGES.map((p): Package & { popularity: number } => ({
    ...packageNamed(p.name),
    priceKobo: p.priceNaira * 100,
    referralPoints: p.referralPoints,
    popularity: p.popularity,
  }));
  const engagementTypes: EngagementType[] = ENGAGEMENT_TYPES.map(namedIn('engagement', 60));
  const platformNamed = namedIn('socialPlatform', 120);
  const socialPlatforms: SocialPlatform[] = PLATFORMS.map((p) => platformNamed(p.name));

  const platformId = new Map(socialPlatforms.map((p) => [p.name, p.id]));
  const engagementId = new Map(engagementTypes.map((e) => [e.name, e.id]));
  const tasks: Task[] = [];
  const taskEngagementTypes: { taskId: string; engagementTypeId: string }[] = [];
  const r = Random.stream(seed, 'tasks');
  for (let i = 0; i < taskCount; i++) {
    const draft = makeTask(r, r.recent(now, LAUNCH_DAYS_AGO - 30, 1));
    tasks.push({ ...draft.task, socialPlatformId: platformId.get(draft.platform.name)! });
    for (const e of draft.engagements) taskEngagementTypes.push({ taskId: draft.task.id, engagementTypeId: engagementId.get(e)! });
  }
  return { packages, engagementTypes, socialPlatforms, tasks, taskEngagementTypes };
}

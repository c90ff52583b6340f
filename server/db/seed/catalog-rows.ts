import type { EngagementType, Package, SocialPlatform, Task } from '../schema/index.ts';
import { ENGAGEMENT_TYPES, PACKAGES, PLATFORMS } from './catalog.ts';
import { daysAfter, type Random } from './random.ts';
import { makeTask } from './tasks.ts';

const LAUNCH_DAYS_AGO = 400;

/** Packages, engagement types, platforms (set up at launch, minutes apart) and tasks (over the year since). */
export function makeCatalog(r: Random, now: Date, taskCount: number) {
  const launch = daysAfter(now, -LAUNCH_DAYS_AGO);
  let minute = 0;
  const at = () => daysAfter(launch, (minute += r.int(1, 9)) / (24 * 60));
  const named = (name: string) => ({ id: r.uuid(), name, createdAt: at() });

  const packages = PACKAGES.map((p): Package & { popularity: number } => ({
    ...named(p.name),
    priceKobo: p.priceNaira * 100,
    referralPoints: p.referralPoints,
    popularity: p.popularity,
  }));
  const engagementTypes: EngagementType[] = ENGAGEMENT_TYPES.map(named);
  const socialPlatforms: SocialPlatform[] = PLATFORMS.map((p) => named(p.name));

  const platformId = new Map(socialPlatforms.map((p) => [p.name, p.id]));
  const engagementId = new Map(engagementTypes.map((e) => [e.name, e.id]));
  const tasks: Task[] = [];
  const taskEngagementTypes: { taskId: string; engagementTypeId: string }[] = [];
  for (let i = 0; i < taskCount; i++) {
    const draft = makeTask(r, r.recent(now, LAUNCH_DAYS_AGO - 30, 1));
    tasks.push({ ...draft.task, socialPlatformId: platformId.get(draft.platform.name)! });
    for (const e of draft.engagements) taskEngagementTypes.push({ taskId: draft.task.id, engagementTypeId: engagementId.get(e)! });
  }
  return { packages, engagementTypes, socialPlatforms, tasks, taskEngagementTypes };
}

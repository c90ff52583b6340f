import type { Task } from '../schema/index.ts';
import { ACCOUNTS, PLATFORMS, TASK_VERBS, type EngagementName, type PlatformSpec } from './catalog.ts';
import type { Random } from './random.ts';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** Where a task sends the user: an account page (follow, subscribe) or one post. */
const LINKS: Record<string, { profile(account: string, r: Random): string; post(account: string, r: Random): string; noun: string }> = {
  Instagram: {
    profile: (a) => `https://www.instagram.com/${a}/`,
    post: (_, r) => `https://www.instagram.com/p/${r.chars(11, ID_CHARS)}/`,
    noun: 'post',
  },
  TikTok: {
    profile: (a) => `https://www.tiktok.com/@${a}`,
    post: (a, r) => `https://www.tiktok.com/@${a}/video/${r.digits(19)}`,
    noun: 'video',
  },
  X: {
    profile: (a) => `https://x.com/${a}`,
    post: (a, r) => `https://x.com/${a}/status/${r.digits(19)}`,
    noun: 'post',
  },
  Facebook: {
    profile: (a) => `https://www.facebook.com/${a}`,
    post: (a, r) => `https://www.facebook.com/${a}/posts/${r.digits(16)}`,
    noun: 'post',
  },
  YouTube: {
    profile: (a) => `https://www.youtube.com/@${a}`,
    post: (_, r) => `https://www.youtube.com/watch?v=${r.chars(11, ID_CHARS)}`,
    noun: 'video',
  },
  WhatsApp: {
    profile: (_, r) => `https://whatsapp.com/channel/0029Va${r.chars(16, ID_CHARS.slice(0, 62))}`,
    post: (_, r) => `https://whatsapp.com/channel/0029Va${r.chars(16, ID_CHARS.slice(0, 62))}/${r.int(100, 999)}`,
    noun: 'channel update',
  },
  Telegram: {
    profile: (a) => `https://t.me/${a}`,
    post: (a, r) => `https://t.me/${a}/${r.int(100, 9_999)}`,
    noun: 'post',
  },
};

export interface TaskDraft {
  task: Omit<Task, 'socialPlatformId'>;
  platform: PlatformSpec;
  engagements: EngagementName[];
}

/** One task: a real-looking link on its platform, 1–3 engagements that fit it, a ₦50–₦500 reward. */
export function makeTask(r: Random, createdAt: Date): TaskDraft {
  const platform = r.weighted(PLATFORMS.map((p) => [p, p.weight] as const));
  const engagements = r.sample(
    platform.engagements,
    r.weighted([
      [1, 5],
      [2, 4],
      [3, 2],
    ] as const),
  );
  const account = r.pick(ACCOUNTS);
  const links = LINKS[platform.name];
  const onAccount = engagements[0] === 'Follow' || engagements[0] === 'Subscribe';
  const target = onAccount ? `@${account} on ${platform.name}` : `@${account}'s ${platform.name} ${links.noun}`;
  const actions = engagements.map((e, i) => (i === 0 ? TASK_VERBS[e] : TASK_VERBS[e].toLowerCase()));
  const id = r.uuid();
  return {
    platform,
    engagements,
    task: {
      id,
      title: `${listed(actions)} ${target}`,
      image: `https://picsum.photos/seed/${account}-${id.slice(0, 8)}/600/400`,
      description:
        `${listed(actions)} ${target}, then upload a screenshot as proof. ` +
        r.pick(['Reward is paid after review.', 'Use your real account; bots are rejected.', 'One submission per user.']),
      taskLink: onAccount ? links.profile(account, r) : links.post(account, r),
      priceKobo: (r.int(5, 30) + 10 * (engagements.length - 1)) * 1_000,
      createdAt,
      version: 1,
    },
  };
}

/** "Like", "Like & share", "Like, share & comment on". */
const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} & ${words[words.length - 1]}`);

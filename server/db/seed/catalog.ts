/** The fixed part of the demo data: what the platform sells and the work it pays for. */

export const PACKAGES = [
  { name: 'Starter', priceNaira: 2_000, referralPoints: 50, popularity: 30 },
  { name: 'Bronze', priceNaira: 3_500, referralPoints: 100, popularity: 24 },
  { name: 'Silver', priceNaira: 5_000, referralPoints: 150, popularity: 20 },
  { name: 'Gold', priceNaira: 10_000, referralPoints: 300, popularity: 13 },
  { name: 'Platinum', priceNaira: 15_000, referralPoints: 450, popularity: 8 },
  { name: 'Premium', priceNaira: 20_000, referralPoints: 600, popularity: 5 },
] as const;

export const ENGAGEMENT_TYPES = ['Like', 'Follow', 'Share', 'Comment', 'Subscribe', 'Repost'] as const;
export type EngagementName = (typeof ENGAGEMENT_TYPES)[number];

/** A platform, the engagements that make sense on it, and how to make a link to one of its posts. */
export interface PlatformSpec {
  name: string;
  engagements: readonly EngagementName[];
  weight: number;
}

export const PLATFORMS: readonly PlatformSpec[] = [
  { name: 'Instagram', engagements: ['Like', 'Follow', 'Comment', 'Share'], weight: 10 },
  { name: 'TikTok', engagements: ['Like', 'Follow', 'Comment', 'Share', 'Repost'], weight: 9 },
  { name: 'X', engagements: ['Like', 'Follow', 'Repost', 'Comment'], weight: 6 },
  { name: 'Facebook', engagements: ['Like', 'Follow', 'Share', 'Comment'], weight: 6 },
  { name: 'YouTube', engagements: ['Like', 'Subscribe', 'Comment', 'Share'], weight: 5 },
  { name: 'WhatsApp', engagements: ['Follow', 'Share'], weight: 3 },
  { name: 'Telegram', engagements: ['Subscribe', 'Share', 'Comment'], weight: 3 },
];

/** Accounts the demo tasks promote (fictional Nigerian brands and creators). */
export const ACCOUNTS = [
  'naijabites',
  'lagosfashionhub',
  'abujatechweek',
  'mamaputkitchen',
  'eko_beats',
  'jollofwars',
  'kanofabrics',
  'ph_gadgets',
  'afrobeatsdaily',
  'naijacomedyhub',
  'owambequeens',
  'suyaspot',
  'ibadanreads',
  'enugucoalcity',
  'calabarcarnival',
  'nollyclips',
  'lekkiliving',
  'zobo_and_co',
  'benin_bronze_art',
  'yabatechies',
] as const;

/** What a task asks, by engagement: used for titles and descriptions. */
export const TASK_VERBS: Record<EngagementName, string> = {
  Like: 'Like',
  Follow: 'Follow',
  Share: 'Share',
  Comment: 'Comment on',
  Subscribe: 'Subscribe to',
  Repost: 'Repost',
};

export const WALLET_FUNDING_SERVICE = 'wallet funding';

/** Non-task ledger services, with how often they happen and their amount range in naira. */
export const LEDGER_SERVICES = {
  credit: [
    { service: WALLET_FUNDING_SERVICE, weight: 22, min: 1_000, max: 50_000 },
    { service: 'referral bonus', weight: 12, min: 200, max: 2_000 },
  ],
  debit: [
    { service: 'airtime', weight: 24, min: 100, max: 5_000 },
    { service: 'data', weight: 20, min: 300, max: 15_000 },
    { service: 'gift card', weight: 5, min: 5_000, max: 50_000 },
    { service: 'electricity', weight: 6, min: 2_000, max: 30_000 },
    { service: 'cable tv', weight: 4, min: 2_500, max: 21_000 },
    { service: 'withdrawal', weight: 14, min: 1_000, max: 100_000 },
  ],
} as const;

export const PACKAGE_PURCHASE_SERVICE = 'package purchase';

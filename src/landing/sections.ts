import type { LandingMessages } from '@/landing/messages.ts';

/** The page's section anchors, in page order; the nav links to them by these ids. */
export const sectionIds = {
  home: 'home',
  services: 'services',
  howItWorks: 'how-it-works',
  about: 'about',
  resources: 'resources',
  blog: 'blog',
  contact: 'contact',
} as const;

type NavKey = keyof LandingMessages['nav'];

/** Nav bar entries, in their fixed order. "Get Started" points at the five steps, which begin with sign-up. */
export const navLinks: { label: NavKey; href: string }[] = [
  { label: 'home', href: `#${sectionIds.home}` },
  { label: 'service', href: `#${sectionIds.services}` },
  { label: 'about', href: `#${sectionIds.about}` },
  { label: 'contact', href: `#${sectionIds.contact}` },
  { label: 'resources', href: `#${sectionIds.resources}` },
  { label: 'blog', href: `#${sectionIds.blog}` },
];

export const getStartedHref = `#${sectionIds.howItWorks}`;

/**
 * Every string the public landing page shows, in English. A plain object: the landing page does not
 * load react-admin, so it cannot use the console's polyglot catalogue.
 */
export const landingMessages = {
  brand: 'RewardHub',
  head: {
    title: 'RewardHub: earn airtime, data and gift cards in Nigeria',
    description:
      'Complete simple tasks, share posts you like and earn airtime, mobile data, gift cards, points, electronics and gadgets. Paid in naira, withdraw any day.',
    ogImageAlt: 'RewardHub: earn rewards in naira by completing simple tasks',
    locale: 'en_NG',
  },
  skipLink: 'Skip to main content',
  nav: {
    label: 'Main',
    home: 'Home',
    service: 'Service',
    about: 'About',
    contact: 'Contact',
    resources: 'Resources',
    blog: 'Blog',
    getStarted: 'Get Started',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    toggleTheme: 'Switch between light and dark theme',
  },
  hero: {
    eyebrow: 'Nigeria’s everyday rewards app',
    title: 'Turn your spare minutes into real rewards',
    lead: 'Share posts, follow brands and complete quick tasks. Every task pays into your naira wallet, and you choose how to enjoy it.',
    rewardsLabel: 'Rewards you can earn',
    rewards: ['Airtime', 'Gift cards', 'Mobile data', 'Points', 'Electronics', 'Gadgets'],
    primary: 'Start earning',
    secondary: 'Explore rewards',
    note: 'Free to join. Works on MTN, Airtel, Glo and 9mobile.',
    wallet: {
      label: 'Wallet balance',
      amount: '₦48,250.00',
      change: '+₦3,500 this week',
      activity: 'Recent rewards',
      items: [
        { label: 'Airtime top-up', value: '₦1,000' },
        { label: 'Mobile data, 5 GB', value: '₦2,000' },
        { label: 'Gift card', value: '₦5,000' },
      ],
      withdraw: 'Withdraw',
      badge: 'Task approved',
      badgeDetail: '+₦250 earned',
    },
  },
  services: {
    eyebrow: 'Services',
    title: 'One wallet, six ways to enjoy it',
    lead: 'Earn naira for every approved task, then spend it on what matters to you.',
    items: [
      { title: 'Airtime', body: 'Recharge any MTN, Airtel, Glo or 9mobile line from as little as ₦100.' },
      { title: 'Gift cards', body: 'Swap your balance for gift cards from stores and services you already use.' },
      { title: 'Mobile data', body: 'Buy daily, weekly or monthly data bundles without leaving the app.' },
      { title: 'Points', body: 'Collect referral points when friends join, and turn them into naira.' },
      { title: 'Electronics', body: 'Save towards phones, laptops and home electronics with every task.' },
      { title: 'Gadgets', body: 'Redeem smart watches, earbuds, power banks and more.' },
    ],
  },
  steps: {
    eyebrow: 'How it works',
    title: 'From sign-up to withdrawal in five steps',
    lead: 'No hidden fees and no guesswork. Here is everything you need to start earning today.',
    items: [
      { title: 'Register or log in', body: 'Create your free account with your phone number or email, or log in if you already have one.' },
      { title: 'Enter your details', body: 'Add your name, phone network and bank details so we know where to send your rewards.' },
      { title: 'Perform a task', body: 'Pick a task: share a post, follow a page, like or comment. Each one shows what it pays before you start.' },
      { title: 'Earn', body: 'Submit proof of your task. Once it is approved, the reward lands in your naira wallet.' },
      { title: 'Withdraw', body: 'Cash out to your Nigerian bank account, or spend your balance on airtime, data and gift cards.' },
    ],
  },
  about: {
    eyebrow: 'About us',
    title: 'Built in Lagos for people across Nigeria',
    body: 'RewardHub connects brands that want to be seen with people who enjoy sharing what they like. Brands pay for real engagement, and you get paid for your time, in naira and on your terms.',
    imageAlt: 'People completing tasks on their phones and receiving rewards',
    points: [
      { title: 'Paid in naira', body: 'Every price and payout is in ₦, with no conversion surprises.' },
      { title: 'Every task reviewed', body: 'Our team checks each submission, so brands and earners can trust the results.' },
      { title: 'Your data stays yours', body: 'We only ask for what we need to pay you, and we never sell it.' },
    ],
  },
  resources: {
    eyebrow: 'Resources',
    title: 'Learn the ropes',
    items: [
      { title: 'Getting started guide', body: 'Set up your account and complete your first task in ten minutes.' },
      { title: 'Earning tips', body: 'How top earners pick tasks and get them approved the first time.' },
      { title: 'Staying safe', body: 'Spot fake offers and keep your account and bank details secure.' },
    ],
  },
  blog: {
    eyebrow: 'Blog',
    title: 'From the blog',
    items: [
      { title: 'Five ways to stretch your data bundle', date: '12 May 2025', tag: 'Tips' },
      { title: 'How referral points work, explained', date: '28 April 2025', tag: 'Guides' },
      { title: 'Meet Chioma, who saved up for a laptop', date: '9 April 2025', tag: 'Stories' },
    ],
  },
  contact: {
    eyebrow: 'Contact',
    title: 'We are here to help',
    lead: 'Questions about a task or a withdrawal? Our support team answers every day from 8 am to 8 pm.',
    items: [
      { label: 'Email', value: 'support@rewardhub.ng', href: 'mailto:support@rewardhub.ng' },
      { label: 'Phone', value: '+234 800 000 0000', href: 'tel:+2348000000000' },
      { label: 'Office', value: '12 Admiralty Way, Lekki, Lagos', href: '' },
    ],
  },
  footer: {
    tagline: 'Earn airtime, data, gift cards and more, one simple task at a time.',
    columns: [
      { title: 'Company', links: ['About', 'Careers', 'Press'] },
      { title: 'Support', links: ['Help centre', 'Contact us', 'Report a problem'] },
      { title: 'Legal', links: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
    ],
    copyright: '© 2025 RewardHub. All rights reserved.',
  },
} as const;

export type LandingMessages = typeof landingMessages;

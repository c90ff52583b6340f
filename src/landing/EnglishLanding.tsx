import { use } from 'react';
import Landing from './Landing.tsx';
import { loadLandingMessages } from './messages.ts';

const english = loadLandingMessages('en');

/** "/" inside the console's router (after signing out, say): the English page, once its texts are in. */
export default function EnglishLanding() {
  return <Landing locale="en" messages={use(english)} />;
}

import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { appMessages } from './app.en.ts';
import { dashboardMessages } from './dashboard.en.ts';
import { listMessages } from './lists.en.ts';
import { raOverrides } from './ra.en.ts';
import { activityResourceMessages } from './resources.activity.en.ts';
import { catalogResourceMessages } from './resources.catalog.en.ts';

/** The English catalogue: react-admin's, our overrides of its words, the console's own, per area. */
export const en: TranslationMessages = mergeTranslations(
  englishMessages,
  raOverrides,
  appMessages,
  dashboardMessages,
  catalogResourceMessages,
  activityResourceMessages,
  listMessages,
);

import { useLandingMessages } from '@/landing/messages.ts';
import CardSection from '../CardSection.tsx';
import Icon, { type IconName } from '../Icon.tsx';
import { sectionIds } from '../sections.ts';

const icons: IconName[] = ['book', 'spark', 'shield'];

/** Guides for new earners; the links are placeholders until the help centre exists. */
export default function Resources() {
  const messages = useLandingMessages();
  const t = messages.resources;
  return (
    <CardSection id={sectionIds.resources} text={t} grid="lp-three-grid" tinted>
      {t.items.map((item, index) => (
        <li key={item.title} className="lp-card lp-link-card">
          <span className={`lp-card-icon lp-tone-${index + 2}`}>
            <Icon name={icons[index]} size={24} />
          </span>
          <h3>
            <a href={`#${sectionIds.resources}`}>{item.title}</a>
          </h3>
          <p>{item.body}</p>
        </li>
      ))}
    </CardSection>
  );
}

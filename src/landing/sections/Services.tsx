import { useLandingMessages } from '@/landing/messages.ts';
import CardSection from '../CardSection.tsx';
import Icon, { type IconName } from '../Icon.tsx';
import { sectionIds } from '../sections.ts';

const icons: IconName[] = ['airtime', 'giftCards', 'mobileData', 'points', 'electronics', 'gadgets'];

/** The services grid: the six kinds of reward, one card each. */
export default function Services() {
  const messages = useLandingMessages();
  const t = messages.services;
  return (
    <CardSection id={sectionIds.services} text={t} grid="lp-services-grid">
      {t.items.map((item, index) => (
        <li key={item.title} className="lp-card lp-service-card">
          <span className={`lp-card-icon lp-tone-${index}`}>
            <Icon name={icons[index]} size={26} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.body}</p>
        </li>
      ))}
    </CardSection>
  );
}

import { useLandingMessages } from '@/landing/messages.ts';
import Icon, { type IconName } from '../Icon.tsx';
import SectionHeading from '../SectionHeading.tsx';
import { getStartedHref, sectionIds } from '../sections.ts';

const icons: IconName[] = ['mail', 'phone', 'pin'];

/** Support contacts beside a last call to start earning. */
export default function Contact() {
  const messages = useLandingMessages();
  const t = messages.contact;
  return (
    <section id={sectionIds.contact} className="lp-section" aria-labelledby="lp-contact-title">
      <div className="lp-container lp-contact-panel">
        <div>
          <SectionHeading id="lp-contact-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
          <a className="lp-button lp-button-light lp-button-large" href={getStartedHref}>
            {messages.nav.getStarted}
            <Icon name="arrow" size={20} />
          </a>
        </div>
        <ul className="lp-contact-list">
          {t.items.map((item, index) => (
            <li key={item.label}>
              <span className="lp-contact-icon">
                <Icon name={icons[index]} size={22} />
              </span>
              <span>
                <span className="lp-contact-label">{item.label}</span>
                {item.href ? <a href={item.href}>{item.value}</a> : <span>{item.value}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

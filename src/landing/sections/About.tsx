import { useLandingMessages } from '@/landing/messages.ts';
import Icon, { type IconName } from '../Icon.tsx';
import SectionHeading from '../SectionHeading.tsx';
import { sectionIds } from '../sections.ts';

const icons: IconName[] = ['naira', 'check', 'shield'];

/** Who we are, three promises, and an illustration loaded only when scrolled near. */
export default function About() {
  const messages = useLandingMessages();
  const t = messages.about;
  return (
    <section id={sectionIds.about} className="lp-section" aria-labelledby="lp-about-title">
      <div className="lp-container lp-about-grid">
        <img className="lp-about-image" src="/landing-about.svg" alt={t.imageAlt} width="560" height="440" loading="lazy" decoding="async" />
        <div>
          <SectionHeading id="lp-about-title" eyebrow={t.eyebrow} title={t.title} lead={t.body} />
          <ul className="lp-about-points">
            {t.points.map((point, index) => (
              <li key={point.title}>
                <span className="lp-card-icon lp-tone-0">
                  <Icon name={icons[index]} size={22} />
                </span>
                <div>
                  <h3>{point.title}</h3>
                  <p>{point.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

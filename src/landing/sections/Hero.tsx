import { useLandingMessages } from '@/landing/messages.ts';
import Icon from '../Icon.tsx';
import { getStartedHref, sectionIds } from '../sections.ts';
import WalletPreview from './WalletPreview.tsx';

/** The first screen: what you earn and how to start. Its text is the page's largest paint. */
export default function Hero() {
  const messages = useLandingMessages();
  const t = messages.hero;
  return (
    <section id={sectionIds.home} className="lp-hero" aria-labelledby="lp-hero-title">
      <div className="lp-container lp-hero-grid">
        <div className="lp-hero-copy">
          <p className="lp-pill">{t.eyebrow}</p>
          <h1 id="lp-hero-title">{t.title}</h1>
          <p className="lp-hero-lead">{t.lead}</p>
          <p className="lp-visually-hidden" id="lp-rewards-label">
            {t.rewardsLabel}
          </p>
          <ul className="lp-reward-chips" aria-labelledby="lp-rewards-label">
            {t.rewards.map((reward) => (
              <li key={reward}>
                <Icon name="check" size={16} />
                {reward}
              </li>
            ))}
          </ul>
          <div className="lp-hero-actions">
            <a className="lp-button lp-button-primary lp-button-large" href={getStartedHref}>
              {t.primary}
              <Icon name="arrow" size={20} />
            </a>
            <a className="lp-button lp-button-ghost lp-button-large" href={`#${sectionIds.services}`}>
              {t.secondary}
            </a>
          </div>
          <p className="lp-hero-note">{t.note}</p>
        </div>
        <WalletPreview />
      </div>
    </section>
  );
}

import { useLandingMessages } from '@/landing/messages.ts';
import Icon, { type IconName } from '../Icon.tsx';

const itemIcons: IconName[] = ['airtime', 'mobileData', 'giftCards'];

/** A drawn phone showing a wallet, built from HTML so it is sharp at every size and costs no request. */
export default function WalletPreview() {
  const messages = useLandingMessages();
  const t = messages.hero.wallet;
  return (
    <div className="lp-hero-visual" aria-hidden="true">
      <div className="lp-phone">
        <div className="lp-phone-notch" />
        <div className="lp-wallet-card">
          <p className="lp-wallet-label">{t.label}</p>
          <p className="lp-wallet-amount">{t.amount}</p>
          <p className="lp-wallet-change">{t.change}</p>
        </div>
        <p className="lp-wallet-heading">{t.activity}</p>
        <ul className="lp-wallet-list">
          {t.items.map((item, index) => (
            <li key={item.label}>
              <span className="lp-wallet-icon">
                <Icon name={itemIcons[index]} size={18} />
              </span>
              <span className="lp-wallet-item">{item.label}</span>
              <span className="lp-wallet-value">{item.value}</span>
            </li>
          ))}
        </ul>
        <span className="lp-wallet-button">{t.withdraw}</span>
        <div className="lp-float-badge">
          <span className="lp-float-icon">
            <Icon name="check" size={18} />
          </span>
          <span>
            <strong>{t.badge}</strong>
            <span>{t.badgeDetail}</span>
          </span>
        </div>
      </div>
    </div>
  );
}

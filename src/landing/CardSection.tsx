import type { ReactNode } from 'react';
import SectionHeading from './SectionHeading.tsx';

interface CardSectionProps {
  id: string;
  text: { eyebrow: string; title: string; lead?: string };
  grid: 'lp-services-grid' | 'lp-three-grid';
  tinted?: boolean;
  /** The cards, each an <li>. */
  children: ReactNode;
}

/** A page section that is a heading over a grid of cards (services, resources, blog). */
export default function CardSection({ id, text, grid, tinted = false, children }: CardSectionProps) {
  return (
    <section id={id} className={tinted ? 'lp-section lp-section-tinted' : 'lp-section'} aria-labelledby={`${id}-title`}>
      <div className="lp-container">
        <SectionHeading id={`${id}-title`} eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
        <ul className={`lp-card-grid ${grid}`}>{children}</ul>
      </div>
    </section>
  );
}

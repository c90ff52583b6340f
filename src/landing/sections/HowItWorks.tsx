import { useLandingMessages } from '@/landing/messages.ts';
import SectionHeading from '../SectionHeading.tsx';
import { sectionIds } from '../sections.ts';
import StepsAccordion from './StepsAccordion.tsx';

/** The five steps, from registering to withdrawing. "Get Started" leads here. */
export default function HowItWorks() {
  const messages = useLandingMessages();
  const t = messages.steps;
  return (
    <section id={sectionIds.howItWorks} className="lp-section lp-section-tinted" aria-labelledby="lp-steps-title">
      <div className="lp-container lp-steps-layout">
        <SectionHeading id="lp-steps-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <StepsAccordion steps={t.items} />
      </div>
    </section>
  );
}

import { useRef, useState, type KeyboardEvent } from 'react';
import Icon from '../Icon.tsx';

interface Step {
  title: string;
  body: string;
}

const headerId = (index: number) => `lp-step-${index + 1}`;
const panelId = (index: number) => `lp-step-${index + 1}-panel`;

/**
 * An accordion after the WAI-ARIA pattern: each step's heading is a button announcing aria-expanded;
 * Enter/Space toggle it (native buttons), arrows, Home and End move between headings. One step is open at
 * a time, the first one to begin with. Without JavaScript every panel shows (see the "js" class rules).
 */
export default function StepsAccordion({ steps }: { steps: readonly Step[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const list = useRef<HTMLOListElement>(null);

  const moveFocus = (event: KeyboardEvent<HTMLOListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('.lp-step-button') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const target = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[(target + buttons.length) % buttons.length].focus();
  };

  return (
    <ol className="lp-steps" ref={list} onKeyDown={moveFocus}>
      {steps.map((step, index) => {
        const open = openIndex === index;
        return (
          <li key={step.title} className="lp-step" data-open={open}>
            <h3>
              <button
                type="button"
                id={headerId(index)}
                className="lp-step-button"
                aria-expanded={open}
                aria-controls={panelId(index)}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span className="lp-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="lp-step-title">{step.title}</span>
                <span className="lp-step-chevron">
                  <Icon name="chevron" size={20} />
                </span>
              </button>
            </h3>
            <div id={panelId(index)} role="region" aria-labelledby={headerId(index)} className="lp-step-panel" hidden={!open}>
              <p>{step.body}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

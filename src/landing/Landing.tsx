import { landingMessages } from '@/landing/messages.ts';
import About from './sections/About.tsx';
import Blog from './sections/Blog.tsx';
import Contact from './sections/Contact.tsx';
import Hero from './sections/Hero.tsx';
import HowItWorks from './sections/HowItWorks.tsx';
import Resources from './sections/Resources.tsx';
import Services from './sections/Services.tsx';
import SiteFooter from './SiteFooter.tsx';
import SiteHeader from './SiteHeader.tsx';
import './styles/base.css';
import './styles/header.css';
import './styles/hero.css';
import './styles/sections.css';
import './styles/footer.css';

/**
 * The public landing page at "/". Prerendered into landing.html at build time and hydrated by
 * entry.tsx; the console's router also lazy-loads it for client-side navigation to "/". No props.
 */
export default function Landing() {
  return (
    <div className="lp">
      <a className="lp-skip-link" href="#main">
        {landingMessages.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Hero />
        <Services />
        <HowItWorks />
        <About />
        <Resources />
        <Blog />
        <Contact />
      </main>
      <SiteFooter />
    </div>
  );
}

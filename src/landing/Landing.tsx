import { landingLang, LandingMessagesContext, type LandingMessages } from '@/landing/messages.ts';
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
 * The public landing page in one language: "/" in English, "/<locale>/" in the others. Prerendered
 * at build time and hydrated by entry.tsx; the console's router shows it in English through
 * EnglishLanding for client-side navigation to "/".
 */
export default function Landing({ locale, messages }: { locale: string; messages: LandingMessages }) {
  return (
    <LandingMessagesContext.Provider value={messages}>
      <LandingPage locale={locale} messages={messages} />
    </LandingMessagesContext.Provider>
  );
}

function LandingPage({ locale, messages }: { locale: string; messages: LandingMessages }) {
  return (
    <div className="lp" lang={landingLang(locale)}>
      <a className="lp-skip-link" href="#main">
        {messages.skipLink}
      </a>
      <SiteHeader locale={locale} />
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

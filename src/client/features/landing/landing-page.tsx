// The public landing page at / (docs/product.md).
// The server sends it prerendered (prerender.tsx); on / main.tsx only runs motion.ts on that
// HTML, without React, so the route loads a few KB of JavaScript (budget: 100 KB gzipped).
// Links to other routes are therefore plain anchors (full page loads into the app).
import { useEffect, useRef } from 'react';
import { enhanceLanding } from './motion.ts';
import { CanvasEditorSection } from './sections/canvas-editor.tsx';
import { ClientPortalSection } from './sections/client-portal.tsx';
import { DemoSection } from './sections/demo.tsx';
import { FaqSection } from './sections/faq.tsx';
import { Footer } from './sections/footer.tsx';
// One file per section, imported in page order (which is also the order of their code in the build).
import { Header } from './sections/header.tsx';
import { HeroSection } from './sections/hero.tsx';
import { HowItWorksSection } from './sections/how-it-works.tsx';
import { PricingSection } from './sections/pricing.tsx';
import { ProblemsSection } from './sections/problems.tsx';
import { SocialProofSection } from './sections/social-proof.tsx';
import { WhoItsForSection } from './sections/who-its-for.tsx';

export default function LandingPage() {
  const rootRef = useRef<HTMLDivElement>(null);
  // Inside the app (client-side navigation to /) React renders the page; the behaviour is
  // the same DOM code main.tsx runs on the prerendered page.
  useEffect(() => (rootRef.current ? enhanceLanding(rootRef.current) : undefined), []);

  return (
    <div ref={rootRef} data-landing="" className="min-h-dvh bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg"
      >
        Pular para o conteúdo
      </a>
      <Header />
      <main id="main">
        <HeroSection />
        <DemoSection />
        <ProblemsSection />
        <HowItWorksSection />
        <WhoItsForSection />
        <ClientPortalSection />
        <CanvasEditorSection />
        <SocialProofSection />
        <PricingSection />
        <FaqSection />
      </main>
      <Footer />
    </div>
  );
}

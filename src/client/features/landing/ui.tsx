// Building blocks shared by the landing sections: one type scale, one container, one button style.
import { ArrowRight, type LucideIcon, Play } from 'lucide-react';
import type { ReactNode } from 'react';

export const container = 'mx-auto w-full max-w-6xl px-5 sm:px-8';

/**
 * A landing section: an anchor target (docs/product.md) that fades in when 10% visible
 * (data-reveal, see motion.ts) and can take focus after an in-page jump.
 */
export function Section({
  id,
  labelledBy,
  className = '',
  children,
  reveal = true,
}: {
  id: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
  reveal?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      data-reveal={reveal ? '' : undefined}
      className={`scroll-mt-16 focus:outline-none ${className}`}
    >
      {children}
    </section>
  );
}

export function Eyebrow({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? 'text-brand-300' : 'text-brand-700'}`}>{children}</p>;
}

export function H2({ id, children, dark = false, className = '' }: { id: string; children: ReactNode; dark?: boolean; className?: string }) {
  return (
    <h2 id={id} className={`mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'} ${className}`}>
      {children}
    </h2>
  );
}

export function Lead({ children, dark = false, className = '' }: { children: ReactNode; dark?: boolean; className?: string }) {
  return <p className={`mt-4 text-lg leading-relaxed text-pretty ${dark ? 'text-brand-100' : 'text-slate-600'} ${className}`}>{children}</p>;
}

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-6 py-3 text-center text-base font-semibold transition-colors [&_svg]:size-5 [&_svg]:shrink-0';
export const btn = {
  primary: `${base} bg-brand-600 text-white shadow-lg shadow-brand-900/20 hover:bg-brand-700`,
  light: `${base} bg-white text-brand-800 shadow-lg shadow-black/10 hover:bg-brand-50`,
  ghostDark: `${base} text-white ring-1 ring-white/30 ring-inset hover:bg-white/10`,
  outline: `${base} bg-white text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50`,
};

/** An in-page link styled as a button (Ver Planos, Ver Demonstração, Ver Editor em Ação); motion.ts scrolls smoothly. */
export function ScrollButton({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <a href={`#${to}`} className={className}>
      {children}
    </a>
  );
}

/** A subscribe link: opens /subscribe?plan= in a new tab (D11). */
export function SubscribeLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/** Ver Planos: to the pricing section. */
export function PlansButton({ className }: { className: string }) {
  return (
    <ScrollButton to="pricing" className={className}>
      Ver Planos
      <ArrowRight aria-hidden="true" />
    </ScrollButton>
  );
}

/** Ver Demonstração: to the demo section. */
export function DemoButton({ className }: { className: string }) {
  return (
    <ScrollButton to="demo" className={className}>
      <Play aria-hidden="true" />
      Ver Demonstração
    </ScrollButton>
  );
}

/** A section's centred eyebrow and title above its content; `children` follow the title (a lead, a rating). */
export function CenteredIntro({ eyebrow, id, title, children }: { eyebrow: string; id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <Eyebrow>{eyebrow}</Eyebrow>
      <H2 id={id}>{title}</H2>
      {children}
    </div>
  );
}

/** A card of a grid of reasons: icon on a tinted square (`tone`: its background and text colours), title and text. */
export function IconCard({ icon: Icon, title, text, tone }: { icon: LucideIcon; title: string; text: string; tone: string }) {
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-7">
      <span className={`grid size-11 place-items-center rounded-xl ${tone}`} aria-hidden="true">
        <Icon className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
    </li>
  );
}

/** Figures with their labels, the figure shown above its label (the label stays first for screen readers). */
export function Figures({
  items,
  className,
  labelClassName,
  valueClassName,
}: {
  items: [string, string][];
  className: string;
  labelClassName: string;
  valueClassName: string;
}) {
  return (
    <dl className={className}>
      {items.map(([value, label]) => (
        <div key={label} className="flex flex-col gap-1">
          <dt className={`order-2 ${labelClassName}`}>{label}</dt>
          <dd className={`order-1 ${valueClassName}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// "Saiba como tratamos seus dados" (decision 012): where someone gives us personal data (sign-up,
// portal login, public review identification), a link to /privacidade. It opens in a new tab
// so a half-filled form or an open review is not lost.
import { cn } from '../lib/utils.ts';

export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-center text-xs text-slate-500', className)}>
      Saiba como tratamos seus dados em{' '}
      <a href="/privacidade" target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        Privacidade
      </a>
      .
    </p>
  );
}

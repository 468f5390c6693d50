// The page the dashboard shows once the paid period of a cancelled subscription is over
// (subscription-state.tsx says why). It loads only then: nearly every session never sees it.
import { CalendarX2, Loader2, LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatBillingDate } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import { getPlan } from '#shared/plans.ts';
import type { User } from '#shared/schemas/auth.ts';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth.tsx';

/** The paid period of a cancelled subscription is over: this page instead of the tabs. */
export function SubscriptionEndedPage({ user }: { user: User }) {
  const { logout, refresh } = useAuth();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const owner = can(user, 'billing:write');
  const plan = getPlan(user.plan);
  const until = user.subscription.paidUntil ? formatBillingDate(user.subscription.paidUntil) : null;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <Logo className="[&_span]:text-lg [&_svg]:size-7" />
          <div className="flex min-w-0 items-center gap-3">
            <span className="hidden truncate text-sm text-slate-500 sm:inline">{user.email}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={async () => {
                await logout();
                navigate('/auth?mode=login', { replace: true });
              }}
            >
              <LogOut /> Sair
            </Button>
          </div>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-10 sm:py-16">
        <section
          role="alert"
          aria-labelledby="ended-title"
          data-testid="subscription-ended"
          className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
        >
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-8 ring-amber-50/60">
            <CalendarX2 className="size-7" aria-hidden="true" />
          </span>
          <h1 id="ended-title" className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Sua assinatura terminou
          </h1>
          <p className="mt-2 text-balance text-slate-600">
            {until ? (
              <>
                O período pago de {user.agencyName ?? 'sua agência'} terminou em <strong className="font-semibold text-slate-900">{until}</strong>.
              </>
            ) : (
              `O período pago de ${user.agencyName ?? 'sua agência'} terminou.`
            )}
          </p>
          <p className="mt-3 text-balance text-sm text-slate-500">Clientes, funis e equipe continuam guardados e voltam assim que a agência assinar de novo.</p>

          {owner ? (
            <div className="mt-8 space-y-3">
              <Button asChild size="lg" className="w-full sm:w-auto">
                <Link to={`/subscribe?plan=${user.plan}`}>Assinar o plano {plan.name}</Link>
              </Button>
              <p className="text-xs text-slate-500">Sem fidelidade: cancele quando quiser.</p>
            </div>
          ) : (
            <div className="mt-8 space-y-4">
              <p className="text-balance rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
                Peça ao dono da agência para assinar novamente. Seu acesso volta assim que a assinatura for renovada.
              </p>
              <Button
                variant="outline"
                disabled={checking}
                onClick={async () => {
                  setChecking(true);
                  await refresh();
                  setChecking(false);
                }}
              >
                {checking ? <Loader2 className="animate-spin" /> : <RefreshCw />} Verificar novamente
              </Button>
            </div>
          )}
        </section>
      </main>
    </div>
  );
}

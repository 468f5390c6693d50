// D5: a plan limit is shown with a way to upgrade (the owner sees the plans on /dashboard/account).
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { can } from '#shared/permissions.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth.tsx';

export function PlanLimitNotice({ message }: { message: string }) {
  const { user } = useAuth();
  const mayUpgrade = !!user && can(user, 'plans:read');
  return (
    <div
      role="alert"
      data-testid="plan-limit"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2">
        <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </div>
      {mayUpgrade ? (
        <Button asChild size="sm" className="shrink-0">
          <Link to="/dashboard/account#planos">Fazer upgrade</Link>
        </Button>
      ) : (
        <span className="shrink-0 text-xs text-amber-800">Peça ao dono da agência para fazer o upgrade.</span>
      )}
    </div>
  );
}

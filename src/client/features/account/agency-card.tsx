// Agência card: view and edit (docs/product.md).
import { Building2, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { can } from '#shared/permissions.ts';
import { formatRevenueDigits } from '#shared/revenue.ts';
import type { User } from '#shared/schemas/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeaderWithAction } from '../../components/ui/card.tsx';
import { FIELDS } from './agency-fields.ts';

const AgencyForm = lazy(() => import('./agency-form.tsx'));

export function AgencyCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const mayEdit = can(user, 'agency:write');
  // While the form's code arrives (first Editar), the card keeps showing the values.
  const view = (
    <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2" data-testid="agency-info">
      {FIELDS.map(({ key, label }) => (
        <div key={key} className="min-w-0">
          <dt className="text-slate-500">{label}</dt>
          <dd className="truncate font-medium text-slate-900">{user[key] || <span className="font-normal text-slate-500">Não informado</span>}</dd>
        </div>
      ))}
      <div>
        <dt className="text-slate-500">Faturamento Mensal</dt>
        <dd className="font-medium text-slate-900">
          {formatRevenueDigits(user.monthlyRevenue) || <span className="font-normal text-slate-500">Não informado</span>}
        </dd>
      </div>
    </dl>
  );

  return (
    <Card className="min-w-0">
      <CardHeaderWithAction
        icon={Building2}
        title="Agência"
        description="Informações da sua agência"
        action={
          mayEdit && !editing ? (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil /> Editar
            </Button>
          ) : null
        }
      />
      <CardContent>
        {editing ? (
          <Suspense fallback={view}>
            <AgencyForm user={user} onClose={() => setEditing(false)} />
          </Suspense>
        ) : (
          view
        )}
      </CardContent>
    </Card>
  );
}

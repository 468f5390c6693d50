// "Resumo semanal por email": each Monday, last week's results of each live funnel to the owner
// and, if chosen, to the clients of funnels that show them results (decision 026). Saved at
// once on each switch; the owner and admins change it, the others read it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import type { TrackingSettings, WeeklyMail } from '#shared/schemas/tracking.ts';
import { Card } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { TRACKING_KEY } from './keys.ts';

export function WeeklyMailCard({ settings, mayEdit }: { settings: TrackingSettings; mayEdit: boolean }) {
  const qc = useQueryClient();
  const ownerId = useId();
  const clientsId = useId();
  const save = useMutation({
    mutationFn: (next: WeeklyMail) => apiRequest<TrackingSettings>('/api/agency/tracking/weekly-mail', 'PUT', next),
    onSuccess: (answer) => {
      qc.setQueryData(TRACKING_KEY, answer);
      toast({ title: answer.weeklyMail.enabled ? 'Resumo semanal ligado' : 'Resumo semanal desligado', variant: 'success' });
    },
    onError: (e) => toast({ title: 'Erro ao salvar o resumo semanal', description: errorMessage(e), variant: 'destructive' }),
  });
  const current = save.isPending && save.variables ? save.variables : settings.weeklyMail;
  const disabled = !mayEdit || save.isPending;
  return (
    <Card className="space-y-4 p-5" data-testid="weekly-mail">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600" aria-hidden="true">
          <Mail className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">Resumo semanal por email</h2>
          <p className="text-sm text-slate-600">Toda segunda-feira, os números da semana anterior de cada funil publicado, ao lado da previsão.</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={ownerId} className="text-sm text-slate-800">
          Enviar para o dono da agência
        </Label>
        <Switch
          id={ownerId}
          checked={current.enabled}
          disabled={disabled}
          onCheckedChange={(on) => save.mutate({ enabled: on, clients: on && current.clients })}
        />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={clientsId} className="text-sm text-slate-800">
          Enviar também aos clientes, dos funis em que a agência mostra os resultados
        </Label>
        <Switch
          id={clientsId}
          checked={current.clients}
          disabled={disabled || !current.enabled}
          onCheckedChange={(on) => save.mutate({ enabled: current.enabled, clients: on })}
        />
      </div>
      {mayEdit ? null : <p className="text-sm text-slate-500">Só o dono e os admins podem mudar o resumo semanal.</p>}
    </Card>
  );
}

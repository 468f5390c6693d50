// The agency card's form (react-hook-form), loaded when someone presses Editar (decision 011); its
// schema and zod load on the first validation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { formatRevenueDigits } from '#shared/revenue.ts';
import type { AgencyInfoInput } from '#shared/schemas/agency.ts';
import type { User } from '#shared/schemas/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { ME_KEY } from '../../lib/auth.tsx';
import { zodResolverOnUse } from '../../lib/zod-resolver-on-use.ts';
import { FIELDS, type FormValues, valuesOf } from './agency-fields.ts';

const agencyResolver = zodResolverOnUse<FormValues>(() => import('#shared/schemas/agency.ts').then((m) => m.AgencyInfoSchema));

export default function AgencyForm({ user, onClose }: { user: User; onClose: () => void }) {
  const qc = useQueryClient();
  const form = useForm<FormValues>({ resolver: agencyResolver, defaultValues: valuesOf(user) });
  const save = useMutation({
    mutationFn: (v: AgencyInfoInput) => apiRequest<User>('/api/agency-info', 'PATCH', v),
    onSuccess: (u) => {
      qc.setQueryData(ME_KEY, u);
      onClose();
      toast({ title: 'Dados da agência atualizados com sucesso!', variant: 'success' });
    },
    onError: (e) => toast({ title: 'Erro ao atualizar dados', description: errorMessage(e), variant: 'destructive' }),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Editar dados da agência">
      {FIELDS.map(({ key, label, placeholder }) => (
        <Field key={key} label={label} htmlFor={`agency-${key}`} error={errors[key]?.message}>
          <Input id={`agency-${key}`} placeholder={placeholder} aria-invalid={!!errors[key]} {...form.register(key)} />
        </Field>
      ))}
      <Field label="Faturamento Mensal" htmlFor="agency-monthlyRevenue" error={errors.monthlyRevenue?.message}>
        <Controller
          control={form.control}
          name="monthlyRevenue"
          render={({ field }) => (
            <Input
              id="agency-monthlyRevenue"
              inputMode="numeric"
              placeholder="R$ 0,00"
              value={formatRevenueDigits(field.value)}
              onChange={(e) =>
                field.onChange(
                  e.target.value
                    .replace(/\D/g, '')
                    .replace(/^0+(?=\d)/, '')
                    .slice(0, 15),
                )
              }
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" /> : null}
          Salvar
        </Button>
      </div>
    </form>
  );
}

// Agência card: view and edit (spec 02 section 5).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Building2, Loader2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { can } from '#shared/permissions.ts';
import { formatRevenueDigits } from '#shared/revenue.ts';
import type { AgencyInfoInput } from '#shared/schemas/agency.ts';
import type { User } from '#shared/schemas/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { ME_KEY } from '../../lib/auth.tsx';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';

// The agency schema (and zod) load on the first validation, not with the account page (issue 14).
const agencyResolver = lazyZodResolver<FormValues>(() => import('#shared/schemas/agency.ts').then((m) => m.AgencyInfoSchema));

type FormValues = {
  agencyName: string;
  businessType: string;
  ceoName: string;
  cnpj: string;
  website: string;
  instagram: string;
  region: string;
  monthlyRevenue: string;
};

const valuesOf = (u: User): FormValues => ({
  agencyName: u.agencyName ?? '',
  businessType: u.businessType ?? '',
  ceoName: u.ceoName ?? '',
  cnpj: u.cnpj ?? '',
  website: u.website ?? '',
  instagram: u.instagram ?? '',
  region: u.region ?? '',
  monthlyRevenue: u.monthlyRevenue ?? '',
});

const FIELDS: { key: keyof FormValues; label: string; placeholder?: string }[] = [
  { key: 'agencyName', label: 'Nome da Agência', placeholder: 'Minha Agência' },
  { key: 'businessType', label: 'Tipo de Negócio', placeholder: 'Agência de marketing digital' },
  { key: 'ceoName', label: 'Nome do CEO', placeholder: 'Nome completo' },
  { key: 'cnpj', label: 'CNPJ', placeholder: '00.000.000/0000-00' },
  { key: 'website', label: 'Website', placeholder: 'https://minhaagencia.com.br' },
  { key: 'instagram', label: 'Instagram', placeholder: '@minhaagencia' },
  { key: 'region', label: 'Região/Estado', placeholder: 'São Paulo - SP' },
];

export function AgencyCard({ user }: { user: User }) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const mayEdit = can(user, 'agency:write');
  const form = useForm<FormValues>({ resolver: agencyResolver, defaultValues: valuesOf(user) });
  const save = useMutation({
    mutationFn: (v: AgencyInfoInput) => apiRequest<User>('/api/agency-info', 'PATCH', v),
    onSuccess: (u) => {
      qc.setQueryData(ME_KEY, u);
      setEditing(false);
      toast({ title: 'Dados da agência atualizados com sucesso!', variant: 'success' });
    },
    onError: (e) => toast({ title: 'Erro ao atualizar dados', description: errorMessage(e), variant: 'destructive' }),
  });
  const { errors } = form.formState;

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Agência</CardTitle>
            <CardDescription>Informações da sua agência</CardDescription>
          </div>
        </div>
        {mayEdit && !editing ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              form.reset(valuesOf(user));
              setEditing(true);
            }}
          >
            <Pencil /> Editar
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form
            onSubmit={form.handleSubmit((v) => save.mutate(v))}
            noValidate
            className="grid grid-cols-1 gap-4 sm:grid-cols-2"
            aria-label="Editar dados da agência"
          >
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
              <Button variant="outline" onClick={() => setEditing(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? <Loader2 className="animate-spin" /> : null}
                Salvar
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2" data-testid="agency-info">
            {FIELDS.map(({ key, label }) => (
              <div key={key} className="min-w-0">
                <dt className="text-slate-500">{label}</dt>
                <dd className="truncate font-medium text-slate-900">{user[key] || <span className="font-normal text-slate-400">Não informado</span>}</dd>
              </div>
            ))}
            <div>
              <dt className="text-slate-500">Faturamento Mensal</dt>
              <dd className="font-medium text-slate-900">
                {formatRevenueDigits(user.monthlyRevenue) || <span className="font-normal text-slate-400">Não informado</span>}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

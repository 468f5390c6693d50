// Novo Funil (docs/product.md; D1, D5): then the editor opens for it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EMPTY_CONTENT } from '#shared/canvas/constants.ts';
import { can } from '#shared/permissions.ts';
import { type CanvasSummary, NewFunnelFormSchema } from '#shared/schemas/canvases.ts';
import type { Client } from '#shared/schemas/clients.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest, errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { PlanLimitNotice } from '../clients/plan-limit-notice.tsx';

export function NewFunnelDialog({
  open,
  onOpenChange,
  clients,
  defaultClientId,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  clients: Client[];
  defaultClientId?: string;
}) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [limit, setLimit] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(NewFunnelFormSchema), defaultValues: { title: '', clientId: '' } });
  useEffect(() => {
    if (open) {
      setLimit(null);
      form.reset({ title: '', clientId: defaultClientId && clients.some((c) => c.id === defaultClientId) ? defaultClientId : '' });
    }
  }, [open, defaultClientId, clients, form]);

  const create = useMutation({
    mutationFn: (v: { title: string; clientId: string }) => apiRequest<CanvasSummary>('/api/canvases', 'POST', { ...v, content: EMPTY_CONTENT }),
    onSuccess: (canvas) => {
      qc.invalidateQueries({ queryKey: ['/api/canvases'] });
      qc.invalidateQueries({ queryKey: ['/api/clients'] });
      onOpenChange(false);
      toast({ title: 'Funil criado com sucesso!', description: 'Agora você pode editá-lo no editor.', variant: 'success' });
      navigate(`/dashboard/canvas-editor?id=${canvas.id}`);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 403) setLimit(errorMessage(e));
      toast({ title: 'Erro ao criar funil', description: errorMessage(e), variant: 'destructive' });
    },
  });
  const { errors } = form.formState;
  const mayCreateClients = !!user && can(user, 'clients:write');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Novo Funil</DialogTitle>
          <DialogDescription>Dê um nome ao funil e escolha o cliente. Em seguida o editor será aberto.</DialogDescription>
        </DialogHeader>
        {limit ? <PlanLimitNotice message={limit} /> : null}
        <form onSubmit={form.handleSubmit((v) => create.mutate(v))} noValidate className="space-y-4">
          <Field label="Nome do funil" htmlFor="funnel-title" error={errors.title?.message}>
            <Input id="funnel-title" placeholder="Ex.: Funil de Captura" aria-invalid={!!errors.title} autoFocus {...form.register('title')} />
          </Field>
          <Field label="Cliente" htmlFor="funnel-client" error={errors.clientId?.message}>
            <Controller
              control={form.control}
              name="clientId"
              render={({ field }) => (
                <Select value={field.value || undefined} onValueChange={field.onChange}>
                  <SelectTrigger id="funnel-client" aria-invalid={!!errors.clientId}>
                    <SelectValue placeholder="Selecione um cliente" />
                  </SelectTrigger>
                  <SelectContent>
                    {clients.map((c) => (
                      <SelectItem key={c.id} value={c.id}>
                        {c.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          {clients.length === 0 ? (
            <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
              Nenhum cliente cadastrado.{' '}
              {mayCreateClients ? (
                <Link to="/dashboard/clients" className="font-medium text-brand-700 hover:underline">
                  Cadastre um cliente primeiro.
                </Link>
              ) : (
                'Peça a um administrador para cadastrar um cliente.'
              )}
            </p>
          ) : null}
          <FormDialogFooter onCancel={() => onOpenChange(false)} pending={create.isPending}>
            Criar Funil
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

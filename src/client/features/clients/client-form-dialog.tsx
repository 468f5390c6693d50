// Novo Cliente / Editar Cliente (docs/product.md; D18).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type Client, type ClientInput, ClientInputSchema } from '#shared/schemas/clients.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { CLIENTS_KEY } from './keys.ts';

export function ClientFormDialog({
  open,
  onOpenChange,
  client,
  onCreated,
  onPlanLimit,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  client: Client | null;
  onCreated?: (c: Client) => void;
  onPlanLimit?: (message: string) => void;
}) {
  const qc = useQueryClient();
  const editing = !!client;
  const form = useForm<ClientInput>({ resolver: zodResolver(ClientInputSchema) as never, defaultValues: { name: '', segment: '', notes: '' } });
  useEffect(() => {
    if (open) form.reset({ name: client?.name ?? '', segment: client?.segment ?? '', notes: client?.notes ?? '' });
  }, [open, client, form]);

  const save = useMutation({
    mutationFn: (values: ClientInput) =>
      editing ? apiRequest<Client>(`/api/clients/${client.id}`, 'PUT', values) : apiRequest<Client>('/api/clients', 'POST', values),
    onSuccess: (saved) => {
      qc.invalidateQueries({ queryKey: CLIENTS_KEY });
      qc.invalidateQueries({ queryKey: ['/api/metrics'] });
      onOpenChange(false);
      if (editing) toast({ title: 'Cliente atualizado com sucesso!', variant: 'success' });
      else {
        toast({ title: 'Cliente criado com sucesso!', description: 'O cliente foi adicionado à sua lista.', variant: 'success' });
        onCreated?.(saved);
      }
    },
    onError: (e) => {
      const message = errorMessage(e);
      if (!editing && (e as { status?: number }).status === 403) onPlanLimit?.(message);
      toast({ title: editing ? 'Erro ao atualizar cliente' : 'Erro ao criar cliente', description: message, variant: 'destructive' });
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Editar Cliente' : 'Novo Cliente'}</DialogTitle>
          <DialogDescription>{editing ? 'Atualize as informações do cliente.' : 'Cadastre um novo cliente da sua agência.'}</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="space-y-4">
          <Field label="Nome" htmlFor="client-name" error={errors.name?.message}>
            <Input id="client-name" placeholder="Nome do cliente" aria-invalid={!!errors.name} autoFocus {...form.register('name')} />
          </Field>
          <Field label="Segmento" htmlFor="client-segment" error={errors.segment?.message}>
            <Input id="client-segment" placeholder="Ex.: Varejo, Saúde, Educação" {...form.register('segment')} />
          </Field>
          <Field label="Observações" htmlFor="client-notes" error={errors.notes?.message}>
            <Textarea id="client-notes" placeholder="Anotações sobre o cliente" {...form.register('notes')} />
          </Field>
          <FormDialogFooter onCancel={() => onOpenChange(false)} pending={save.isPending}>
            {editing ? 'Salvar Alterações' : 'Criar Cliente'}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

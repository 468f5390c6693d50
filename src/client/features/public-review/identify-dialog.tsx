// "Identifique-se" on a public link: name and email before reviewing, remembered on this browser.
// The page loads it only when nobody is remembered (public-review-page.tsx). Looking needs no
// name: "Só quero ver" (or closing) leaves the funnel open to view; commenting or deciding asks again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type PublicIdentity, PublicIdentitySchema } from '#shared/schemas/portal.ts';
import { PrivacyNote } from '../../components/privacy-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { REVIEWER_KEY } from './reviewer-store.ts';

export function IdentifyDialog({
  open,
  initial,
  onDone,
  onSkip,
}: {
  open: boolean;
  initial: PublicIdentity | null;
  onDone: (who: PublicIdentity) => void;
  /** "Só quero ver": the funnel without reviewing; the page asks again when they comment or decide. */
  onSkip: () => void;
}) {
  const form = useForm<PublicIdentity>({ resolver: zodResolver(PublicIdentitySchema), defaultValues: initial ?? { clientName: '', email: '' } });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onSkip()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Identifique-se</DialogTitle>
          <DialogDescription>Informe seu nome e email para revisar este funil.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) => {
            localStorage.setItem(REVIEWER_KEY, JSON.stringify(v));
            onDone(v);
          })}
        >
          <Field label="Nome" htmlFor="reviewer-name" error={errors.clientName?.message}>
            <Input id="reviewer-name" autoComplete="name" aria-invalid={!!errors.clientName} {...form.register('clientName')} />
          </Field>
          <Field label="Email" htmlFor="reviewer-email" error={errors.email?.message}>
            <Input id="reviewer-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
          </Field>
          <Button type="submit" className="w-full">
            Continuar
          </Button>
          <Button type="button" variant="outline" className="w-full" onClick={onSkip}>
            Só quero ver
          </Button>
          <PrivacyNote />
        </form>
      </DialogContent>
    </Dialog>
  );
}

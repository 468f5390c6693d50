// "Identifique-se"'s fields and buttons, shared by the dialog (identify-dialog.tsx) and its still
// copy prerendered into the public page's HTML (still-identify.tsx), so both look the same.
import type { InputHTMLAttributes } from 'react';
import { PrivacyNote } from '../../components/privacy-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { STILL_ACTION_ATTR } from './still-identify-handoff.ts';

export const IDENTIFY_TITLE = 'Identifique-se';
export const IDENTIFY_DESCRIPTION = 'Informe seu nome e email para revisar este funil.';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: unknown };

export function IdentifyFields({
  ids,
  name,
  email,
  errors = {},
  onSkip,
  still = false,
}: {
  ids: { name: string; email: string };
  name?: InputProps;
  email?: InputProps;
  errors?: { clientName?: string; email?: string };
  onSkip?: () => void;
  /** The prerendered copy: its buttons do nothing until the dialog takes its place, which then does what was pressed (still-identify-handoff.ts). */
  still?: boolean;
}) {
  return (
    <>
      <Field label="Nome" htmlFor={ids.name} error={errors.clientName}>
        <Input id={ids.name} autoComplete="name" aria-invalid={!!errors.clientName} {...(name as InputHTMLAttributes<HTMLInputElement>)} />
      </Field>
      <Field label="Email" htmlFor={ids.email} error={errors.email}>
        <Input id={ids.email} type="email" autoComplete="email" aria-invalid={!!errors.email} {...(email as InputHTMLAttributes<HTMLInputElement>)} />
      </Field>
      <Button type={still ? 'button' : 'submit'} className="w-full" {...(still ? { [STILL_ACTION_ATTR]: 'continue' } : {})}>
        Continuar
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={onSkip} {...(still ? { [STILL_ACTION_ATTR]: 'skip' } : {})}>
        Só quero ver
      </Button>
      <PrivacyNote />
    </>
  );
}

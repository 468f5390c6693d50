import type * as React from 'react';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { Input } from './input.tsx';
import { Field } from './label.tsx';

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form'>;

/** A labelled Input registered on `form` under `name`: its error is shown and the input marked invalid. */
export function FormInput<T extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  ...input
}: { form: UseFormReturn<T>; name: Path<T>; id: string; label: React.ReactNode; hint?: React.ReactNode } & InputProps) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return (
    <Field label={label} htmlFor={id} error={error?.message} hint={hint}>
      <Input id={id} aria-invalid={!!error} {...input} {...form.register(name)} />
    </Field>
  );
}

type Credentials = { email: string; password: string };

/**
 * The email and password pair of the sign-in and access forms; `email` and `password` add to
 * or override each input's props (label, placeholder, autoComplete, hint).
 */
export function EmailPasswordFields<T extends Credentials>({
  form,
  idPrefix,
  email,
  password,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  email?: Partial<{ label: React.ReactNode; hint: React.ReactNode } & InputProps>;
  password?: Partial<{ label: React.ReactNode; hint: React.ReactNode } & InputProps>;
}) {
  return (
    <>
      <FormInput form={form} name={'email' as Path<T>} id={`${idPrefix}email`} label="Email" type="email" autoComplete="email" {...email} />
      <FormInput
        form={form}
        name={'password' as Path<T>}
        id={`${idPrefix}password`}
        label="Senha"
        type="password"
        autoComplete="current-password"
        {...password}
      />
    </>
  );
}

/** A new password typed twice (reset and invitation pages). */
export function NewPasswordFields<T extends { password: string; confirm: string }>({
  form,
  passwordId,
  confirmId,
}: {
  form: UseFormReturn<T>;
  passwordId: string;
  confirmId: string;
}) {
  return (
    <>
      <FormInput form={form} name={'password' as Path<T>} id={passwordId} label="Nova senha" type="password" autoComplete="new-password" />
      <FormInput form={form} name={'confirm' as Path<T>} id={confirmId} label="Confirme a nova senha" type="password" autoComplete="new-password" />
    </>
  );
}

import type * as React from 'react';
import { Link } from 'react-router';
import { Logo } from './logo.tsx';

/** The sign-in pages' frame (agency login and the client portal's): logo on the dark gradient, one white card. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-950 via-brand-900 to-slate-950 px-4 py-8">
      <Link to="/" className="mx-auto mb-8 sm:mb-12" aria-label="Funil - início">
        <Logo light />
      </Link>
      <main className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-500">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

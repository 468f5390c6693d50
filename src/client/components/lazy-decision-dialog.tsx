// The review decision loads when a reviewer first chooses Aprovar or Ajustes (issue 14): until
// then the canvas pages do not need Radix Dialog and its layers (focus trap, scroll lock).
import type { ComponentType, ReactNode } from 'react';
import { lazyWhenOpen } from '../lib/lazy-when-open.tsx';
import type { DecisionDialogProps } from './decision-dialog.tsx';

export type { DecisionTexts } from './decision-dialog.tsx';

type AnyDecision = ComponentType<DecisionDialogProps<string>>;

export const DecisionDialog = lazyWhenOpen(() => import('./decision-dialog.tsx').then((m) => m.DecisionDialog as unknown as AnyDecision)) as unknown as <
  K extends string,
>(
  props: DecisionDialogProps<K>,
) => ReactNode;

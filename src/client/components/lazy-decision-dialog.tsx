// The review decision loads when a reviewer first chooses Aprovar or Ajustes (decision 011): until
// then the canvas pages do not need Radix Dialog and its layers (focus trap, scroll lock).
import type { ComponentType, ReactNode } from 'react';
import { lazyDialog } from '../lib/load-on-use.tsx';
import type { DecisionDialogProps } from './decision-dialog.tsx';

export type { DecisionTexts } from './decision-dialog.tsx';

type AnyDecision = ComponentType<DecisionDialogProps<string>>;

export const DecisionDialog = lazyDialog(() => import('./decision-dialog.tsx').then((m) => m.DecisionDialog as unknown as AnyDecision)) as unknown as <
  K extends string,
>(
  props: DecisionDialogProps<K>,
) => ReactNode;

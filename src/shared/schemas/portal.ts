// Client portal and public review calls (docs/product.md; D6, D9, D10).
import { z } from 'zod';
import { CanvasCommentSchema, DrawingSchema } from '../canvas/content.ts';
import { FUNNEL_STATUSES } from '../funnel-status.ts';
import { text } from '../text.ts';
import { CanvasContentAnswerSchema } from './canvas-editor.ts';
import { EMAIL_MSG, EmailSchema } from './common.ts';
import { badParam, PageQuerySchema } from './paging.ts';

/** docs/product.md: client login fields are required. */
export const ClientLoginSchema = z.object({
  email: text(254, { error: 'Email é obrigatório' }).trim().min(1, { error: 'Email é obrigatório' }).pipe(EmailSchema),
  password: text(200, { error: 'Senha é obrigatória' }).min(1, { error: 'Senha é obrigatória' }).max(200, { error: 'Senha muito longa' }),
});
export type ClientLoginInput = z.infer<typeof ClientLoginSchema>;

export const ClientMeSchema = z.object({
  name: z.string(),
  email: z.string(),
  clientId: z.string(),
  agencyName: z.string().nullable(),
  /** D5: drawing in the portal is an Enterprise feature. */
  canDraw: z.boolean(),
});
export type ClientMe = z.infer<typeof ClientMeSchema>;

export const ClientAnalyticsSchema = z.object({
  totalApproved: z.number(),
  totalAguardandoAjustes: z.number(),
  totalParaAprovacao: z.number(),
  totalFunisCriados: z.number(),
});
export type ClientAnalytics = z.infer<typeof ClientAnalyticsSchema>;

/** The filter of 'Meus Funis': all, or one client-visible status. */
const CLIENT_FILTERS = ['all', 'approved', 'published', 'needs_adjustments'] as const;
export type ClientFilter = (typeof CLIENT_FILTERS)[number];

/** GET /api/client/canvases (decision 010): a page of the client's funnels; `q` finds the published title. */
export const ClientCanvasListQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(CLIENT_FILTERS, { error: badParam('status') })
    .optional()
    .default('all'),
});
export type ClientCanvasListQuery = z.infer<typeof ClientCanvasListQuerySchema>;

export const ClientCanvasListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(FUNNEL_STATUSES),
  views: z.number(),
  /** The approval due date (YYYY-MM-DD, São Paulo day; decision 008), or null. */
  dueDate: z.string().nullable(),
  updatedAt: z.string(),
});
export type ClientCanvasListItem = z.infer<typeof ClientCanvasListItemSchema>;

/** What the client (or public reviewer) last decided on, and on which version (D9). */
const ReviewedVersionSchema = z.object({ version: z.number(), status: z.string(), createdAt: z.string() }).nullable();

/** A funnel the client opened: its list card's fields and what the page shows and exports. */
export const ClientCanvasSchema = ClientCanvasListItemSchema.extend({
  clientId: z.string(),
  /** The client's name, for the exported PDF's header (the agency's is in /api/client/me). */
  clientName: z.string(),
  version: z.number(),
  content: CanvasContentAnswerSchema,
  canDraw: z.boolean(),
  /** The client's last approval or adjustment request (D9), to highlight what changed since. */
  lastReview: ReviewedVersionSchema,
  /** Content of the version last reviewed, when it is older than the current one (D9). */
  reviewedContent: CanvasContentAnswerSchema.nullable(),
  /** The agency shows this funnel's traffic results to its client (GET .../results, docs/decisions/026). */
  showResults: z.boolean(),
});
export type ClientCanvas = z.infer<typeof ClientCanvasSchema>;

/**
 * GET /api/client/canvas/{id}?refresh=1: the page's periodic refresh of comments and drawings
 * (decision 008: no live socket for clients). It neither counts a view nor a visit.
 */
export const ClientCanvasQuerySchema = z.object({ refresh: z.enum(['1']).optional() });

/**
 * PUT /api/client/canvas/{id}: the client sends its content; only comments and its own
 * drawings are read (docs/product.md). Kinds left out are not changed.
 */
export const ClientContentUpdateSchema = z.object({
  content: z
    .object({
      comments: z.array(CanvasCommentSchema).max(5000).optional(),
      drawings: z.array(DrawingSchema).max(5000).optional(),
    })
    .passthrough(),
});
export type ClientContentUpdate = z.infer<typeof ClientContentUpdateSchema>;

const ADJUST_FEEDBACK_MSG = 'Descreva os ajustes necessários';

/** docs/product.md: an adjustment request requires non-blank text; approval comment optional. */
export const ClientApprovalSchema = z
  .object({
    status: z.enum(['approve', 'adjust'], { error: 'Status deve ser approve ou adjust' }),
    feedback: text(5000).max(5000, { error: 'Texto muito longo' }).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'adjust' && !v.feedback.trim()) ctx.addIssue({ code: 'custom', path: ['feedback'], message: ADJUST_FEEDBACK_MSG });
  });
export type ClientApprovalInput = z.infer<typeof ClientApprovalSchema>;

const PUBLIC_STATUSES = ['approved', 'adjustment_requested', 'rejected'] as const;
export type PublicApprovalStatus = (typeof PUBLIC_STATUSES)[number];
const PUBLIC_FEEDBACK_MSG = 'Escreva seu feedback';
const PUBLIC_NAME_MSG = 'Informe seu nome';

/** Public identification (docs/product.md: non-blank name and email). */
export const PublicIdentitySchema = z.object({
  clientName: text(120, { error: PUBLIC_NAME_MSG }).trim().min(1, { error: PUBLIC_NAME_MSG }).max(120, { error: 'Nome muito longo' }),
  email: text(254, { error: EMAIL_MSG }).trim().min(1, { error: EMAIL_MSG }).pipe(EmailSchema),
});
export type PublicIdentity = z.infer<typeof PublicIdentitySchema>;

export const PublicApprovalSchema = z
  .object({
    status: z.enum(PUBLIC_STATUSES, { error: 'Status inválido' }),
    feedback: text(5000).max(5000, { error: 'Texto muito longo' }).optional().default(''),
    clientName: PublicIdentitySchema.shape.clientName,
    /** Spec's call carries {status, feedback, clientName}; the page also sends the email. */
    email: text(254)
      .trim()
      .optional()
      .default('')
      .pipe(z.union([z.literal(''), z.email({ error: EMAIL_MSG })])),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'approved' && !v.feedback.trim()) ctx.addIssue({ code: 'custom', path: ['feedback'], message: PUBLIC_FEEDBACK_MSG });
  });
export type PublicApprovalInput = z.infer<typeof PublicApprovalSchema>;

export const PublicCommentSchema = z.object({
  clientName: PublicIdentitySchema.shape.clientName,
  email: PublicIdentitySchema.shape.email,
  comment: CanvasCommentSchema.pick({ id: true, position: true, content: true, componentId: true, parentId: true }),
});
export type PublicCommentInput = z.infer<typeof PublicCommentSchema>;

/** The public reviewer who proved their email on this link (decision 008): cookie holder only. */
const PublicReviewerSchema = z.object({ name: z.string(), email: z.string(), verified: z.boolean() });
export type PublicReviewer = z.infer<typeof PublicReviewerSchema>;

export const PublicCanvasSchema = z.object({
  title: z.string(),
  status: z.enum(FUNNEL_STATUSES),
  /** Who made the funnel and for whom, and the version shown: the exported PDF's header. */
  agencyName: z.string().nullable(),
  clientName: z.string(),
  version: z.number(),
  content: CanvasContentAnswerSchema,
  reviewer: PublicReviewerSchema.nullable(),
  /** The agency shows this funnel's traffic results on the link (GET .../results, docs/decisions/026). */
  showResults: z.boolean(),
});
export type PublicCanvas = z.infer<typeof PublicCanvasSchema>;

/** POST /api/public/canvas/{link}/identify: who asks for a code (decision 008). */
export const GuestIdentifySchema = PublicIdentitySchema;
export type GuestIdentifyInput = z.infer<typeof GuestIdentifySchema>;

export const GUEST_CODE_MSG = 'Informe o código de 6 dígitos';
/** POST /api/public/canvas/{link}/verify: the code that was emailed. */
export const GuestVerifySchema = z.object({
  email: PublicIdentitySchema.shape.email,
  code: text(20, { error: GUEST_CODE_MSG })
    .trim()
    .regex(/^\d{6}$/, { error: GUEST_CODE_MSG }),
  /** Comments this browser made on the link before verifying: they become verified with it (only those under the proven email). */
  commentIds: z.array(CanvasCommentSchema.shape.id).max(200, { error: 'Comentários demais para verificar de uma vez' }).optional(),
});
export type GuestVerifyInput = z.infer<typeof GuestVerifySchema>;

export const GuestCodeSentSchema = z.object({ message: z.string() });
export const GuestVerifiedSchema = z.object({ reviewer: PublicReviewerSchema });

/** PATCH /api/canvases/{id}/comments/{commentId}: the agency resolves or reopens. */
export const CommentResolveSchema = z.object({ resolved: z.boolean({ error: 'resolved deve ser verdadeiro ou falso' }) });

export const ClientLoginAnswerSchema = z.object({ name: z.string() });

/** The funnel's status after a client's decision, and the version decided on (D9). */
export const ClientDecisionAnswerSchema = z.object({ status: z.enum(FUNNEL_STATUSES), version: z.number() });

/** The funnel's status after a public reviewer's decision. */
export const PublicDecisionAnswerSchema = z.object({ status: z.enum(FUNNEL_STATUSES) });

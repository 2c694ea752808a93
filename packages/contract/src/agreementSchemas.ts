import { z } from 'zod/mini';

/**
 * The agreement texts readers are shown: the user agreement, the privacy policy and the
 * deactivation agreement. Each site keeps its own, in versions; the reader app reads the current
 * one (the `cmsContentGetAgreement` call with `type=terms`).
 */
export const AGREEMENT_KINDS = ['terms', 'privacy', 'logoff'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

export const agreementQuerySchema = z.object({ type: z.enum(AGREEMENT_KINDS) });

export const agreementSchema = z.object({
  type: z.enum(AGREEMENT_KINDS),
  /** Goes up with every change the site makes. */
  version: z.int(),
  /** Plain text; paragraphs are separated by blank lines. */
  body: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

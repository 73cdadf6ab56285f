import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The moderation queue (issue 14, 002 §2 Reported Posts): reported posts grouped per
 * post, oldest report first, with how many reports of each reason and their details.
 * Review typically takes 24-48 hours; an item waiting longer is flagged `overdue`.
 */
export const REVIEW_HOURS = 48;
export const reportReasons = ['misleading', 'abusive', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ReportsQuery = z.input<typeof reportsQuery>;

export const reportedPost = z.object({
  postId: z.string(),
  title: z.string(),
  content: z.string(),
  author: z.object({ _id: z.string(), name: z.string(), type: z.string() }),
  /** Hidden by a moderator: not in the feed until restored. */
  hidden: z.boolean(),
  reportCount: z.number().int(),
  reasons: z.object({
    misleading: z.number().int(),
    abusive: z.number().int(),
    spam: z.number().int(),
    other: z.number().int(),
  }),
  details: z.array(
    z.object({ reason: z.enum(reportReasons), details: z.string(), createdAt: z.iso.datetime() }),
  ),
  firstReportedAt: z.iso.datetime(),
  /** Waiting longer than REVIEW_HOURS. */
  overdue: z.boolean(),
});
export type ReportedPost = z.infer<typeof reportedPost>;

export const reportsResponse = successEnvelope(
  z.object({
    posts: z.array(reportedPost),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export type ReportsResponse = z.infer<typeof reportsResponse>;

/** Hide (out of the feed), Restore (back in it), Dismiss (reports resolved, post stays). */
export const moderationActions = ['hide', 'restore', 'dismiss'] as const;
export const moderationRequest = z.object({
  action: z.enum(moderationActions, { error: 'MODERATION_ACTION_REQUIRED' }),
  note: z.string().trim().max(500, 'MODERATION_NOTE_TOO_LONG').optional(),
});
export type ModerationRequest = z.infer<typeof moderationRequest>;
export const moderationResponse = successEnvelope(
  z.object({ postId: z.string(), action: z.enum(moderationActions), hidden: z.boolean() }),
);

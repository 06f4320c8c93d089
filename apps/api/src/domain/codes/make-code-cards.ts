import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { findBatch, summarizeBatches } from './batch-summaries.ts';
import { formatCode, hashCode, isPlausibleCode, normalizeCode } from './code-format.ts';
import { teacherNameOf } from './list-code-targets.ts';
import { renderCodeCards } from './render-code-cards.ts';

export interface MakeCodeCardsOptions {
  batchId: number;
  /** the plain codes the creation answer gave the browser; never stored */
  codes: readonly string[];
  /** the site the QR codes open (the console's own origin) */
  siteOrigin: string;
  codeHashKey: string;
  /** catalogue texts for the card's caption */
  captions: { course: string; unit: string };
}

/**
 * The printable cards of a batch, from codes the caller already holds: every code must hash to a
 * code of this batch (so the endpoint prints nothing it did not issue), else 400 and no file.
 */
export async function makeCodeCards(ctx: TenantContext, options: MakeCodeCardsOptions) {
  const batchRow = await findBatch(ctx.db, ctx, options.batchId);
  if (!batchRow) throw notFound(SERVER_MESSAGES.codeBatchNotFound);
  const codes = [...new Set(options.codes.map((code) => normalizeCode(code)))];
  if (!codes.every(isPlausibleCode)) throw badRequest('codes_not_in_batch', SERVER_MESSAGES.codesNotInBatch);
  const hashes = codes.map((code) => hashCode(options.codeHashKey, code));
  const table = batchRow.kind === 'course' ? 'course_codes' : 'unit_codes';
  let found = 0;
  for (let start = 0; start < hashes.length; start += 500) {
    const { count } = await ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('batch_id', '=', batchRow.id)
      .where('code_hash', 'in', hashes.slice(start, start + 500))
      .executeTakeFirstOrThrow();
    found += Number(count);
  }
  if (found !== codes.length) throw badRequest('codes_not_in_batch', SERVER_MESSAGES.codesNotInBatch);

  const [batch] = await summarizeBatches(ctx.db, ctx, [batchRow]);
  const title = batch!.kind === 'course' ? batch!.courseName : `${batch!.targetName} — ${batch!.courseName}`;
  const origin = options.siteOrigin.replace(/\/+$/, '');
  const page =
    batch!.kind === 'course'
      ? `${origin}/courses/${encodeURIComponent(batch!.courseId)}`
      : `${origin}/my-lectures`;
  const pdf = await renderCodeCards({
    teacherName: await teacherNameOf(ctx),
    title,
    caption: batch!.kind === 'course' ? options.captions.course : options.captions.unit,
    cards: codes.map((code) => {
      const shown = formatCode(code);
      return { code: shown, url: `${page}?code=${encodeURIComponent(shown)}` };
    }),
  });
  return {
    fileName: `codes-${batch!.id}.pdf`,
    contentType: 'application/pdf' as const,
    cards: codes.length,
    base64: pdf.toString('base64'),
  };
}

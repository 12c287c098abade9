import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import { SURVEY_FILE_MAX_MB, type SurveyUpload, surveyIdQuerySchema } from '@madang/contracts/surveys';
import { textSchema } from '@madang/contracts';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { surveys, surveyUploads } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { assertCanAnswer } from './answer-policy.ts';
import { findPublishedSurvey } from './find-survey.ts';
import { sniffFileType } from './sniff-file-type.ts';

const MB = 1024 * 1024;
/** Files a member may send for one question before answering: enough to change their mind, not to fill the store. */
const UPLOADS_PER_QUESTION = 10;

const fieldsSchema = surveyIdQuerySchema.extend({ question_id: textSchema(40).min(1) });
const tooLarge = (maxMb: number) => new AppError('file_too_large', 'survey_file_too_large', { params: { max: maxMb } });
const fileRequired = () => badRequest('validation', { fields: [{ field: 'file', key: 'validation.required' }] });

/**
 * A file part's bytes while they stay within `limit`; past it, null at once, the rest of the part drained unkept
 * so the member hears the limit without the server holding (or waiting for) more than the question allows.
 */
function readWithin(file: Readable, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      file.off('data', keep);
      file.resume();
      resolve(null);
    };
    file.on('data', keep);
    file.once('end', () => resolve(Buffer.concat(chunks)));
    file.once('error', reject);
  });
}

/**
 * `POST /survey/upload`: a multipart form with `survey_id` and `question_id` before `file`. The file is read up to
 * the question's limit, its type taken from its bytes and checked against the question's types, and it is stored bound
 * to the member, the survey and the question; the answers then name it by its id.
 */
export async function uploadAnswerFile(ctx: Pick<AppContext, 'db' | 'storage'>, request: FastifyRequest, options: { userId: number; now: Date }): Promise<SurveyUpload> {
  if (!request.isMultipart()) throw fileRequired();
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: SURVEY_FILE_MAX_MB * MB, files: 1, fields: 5 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const { survey_id: surveyId, question_id: questionId } = z.parse(fieldsSchema, fields);
    const survey = await findPublishedSurvey(ctx.db, surveyId);
    const question = survey.questions.find((item) => item.id === questionId);
    if (question?.kind !== 'file') {
      part.file.resume();
      throw badRequest('validation', { fields: [{ field: 'question_id', key: 'validation.survey_unknown_question' }] });
    }
    await assertCanAnswer(ctx.db, { survey, userId: options.userId, now: options.now });
    const body = await readWithin(part.file, question.max_mb * MB).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(question.max_mb);
      throw error;
    });
    if (!body) throw tooLarge(question.max_mb);
    const type = sniffFileType(body);
    if (!type || !question.file_types.includes(type)) throw new AppError('unsupported_media_type', 'survey_file_type', { params: { types: question.file_types.join(', ') } });
    const name = (part.filename || `file.${type}`)
      .normalize('NFC')
      .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
      .slice(0, 200);
    const owner = and(eq(surveyUploads.surveyId, survey.id), eq(surveyUploads.userId, options.userId), eq(surveyUploads.questionId, questionId), isNull(surveyUploads.responseId));
    // The survey's row is locked while the member's files are counted, so files sent at once are counted one after another.
    const row = await ctx.db.transaction(async (tx) => {
      await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, survey.id)).for('update');
      const [sent] = await tx.select({ n: count() }).from(surveyUploads).where(owner);
      if ((sent?.n ?? 0) >= UPLOADS_PER_QUESTION) throw new AppError('rate_limited', 'survey_upload_limit');
      const storageKey = `surveys/${survey.id}/${options.userId}/${randomBytes(12).toString('hex')}.${type}`;
      await ctx.storage.put(storageKey, body);
      const [inserted] = await tx
        .insert(surveyUploads)
        .values({ surveyId: survey.id, userId: options.userId, questionId, storageKey, fileName: name, fileType: type, size: body.length })
        .returning({ id: surveyUploads.id });
      return inserted!;
    });
    return { upload_id: row.id, name, size: body.length, type };
  }
  throw fileRequired();
}

import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import { SURVEY_FILE_MAX_MB, type SurveyUpload, surveyIdQuerySchema } from '@madang/contracts/surveys';
import { textSchema } from '@madang/contracts';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { surveyUploads } from '../../db/schema.ts';
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
    const body = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(question.max_mb);
      throw error;
    });
    if (body.length > question.max_mb * MB) throw tooLarge(question.max_mb);
    const type = sniffFileType(body);
    if (!type || !question.file_types.includes(type)) throw new AppError('unsupported_media_type', 'survey_file_type', { params: { types: question.file_types.join(', ') } });
    const owner = and(eq(surveyUploads.surveyId, survey.id), eq(surveyUploads.userId, options.userId), eq(surveyUploads.questionId, questionId), isNull(surveyUploads.responseId));
    const [sent] = await ctx.db.select({ n: count() }).from(surveyUploads).where(owner);
    if ((sent?.n ?? 0) >= UPLOADS_PER_QUESTION) throw new AppError('rate_limited', 'survey_upload_limit');
    const storageKey = `surveys/${survey.id}/${options.userId}/${randomBytes(12).toString('hex')}.${type}`;
    await ctx.storage.put(storageKey, body);
    const name = (part.filename || `file.${type}`)
      .normalize('NFC')
      .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
      .slice(0, 200);
    const [row] = await ctx.db
      .insert(surveyUploads)
      .values({ surveyId: survey.id, userId: options.userId, questionId, storageKey, fileName: name, fileType: type, size: body.length })
      .returning({ id: surveyUploads.id });
    return { upload_id: row!.id, name, size: body.length, type };
  }
  throw fileRequired();
}

import './support.css';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import type { CompetitionDetail } from '@madang/contracts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { competitionPath } from '../../lib/competition-path.ts';
import { formatPostDate } from '../../lib/format/dates.ts';
import { Markdown } from '../../ui/markdown/markdown.tsx';
import { CompetitionLoadError } from '../../ui/load-error.tsx';
import { Loading } from '../../ui/query-state.tsx';
import { notify } from '../../ui/toast.ts';
import { usePageSubject } from '../../ui/use-page-title.ts';
import { CommentsSection } from '../community/comments/comments-section.tsx';
import { PostFrame } from '../community/post/post-frame.tsx';
import { useCommunityError } from '../community/use-community-error.ts';
import { useSession } from '../session/use-session.ts';
import { useSetFaq, useSupportQuestion } from './api/support-api.ts';
import { supportCommunity } from './api/support-community.ts';
import { QuestionBadges } from './question-badges.tsx';

/** A question to the hosts: its text, the host's answers and follow-ups, the asker's edit and the host's FAQ switch. */
export default function SupportQuestionPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const competition = useOutletContext<CompetitionDetail>();
  const base = competitionPath(competition, 'support');
  const id = Number(useParams<{ id: string }>().id);
  const { isLoggedIn } = useSession();
  const query = useSupportQuestion(id);
  const faq = useSetFaq(id);
  const errorText = useCommunityError();
  usePageSubject(query.data?.title);

  if (query.isPending) return <Loading />;
  if (query.isError) return <CompetitionLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const question = query.data;
  const toggleFaq = () =>
    faq.mutate(!question.is_faq, {
      onSuccess: (result) => notify.success(result.is_faq ? t('competition.support.published') : t('competition.support.unpublished')),
      onError: (error) => notify.error(errorText(error)),
    });

  return (
    <PostFrame board={supportCommunity} inCompetition listPath={base}>
      <article className="talk-post" data-testid="support-question">
        <header className="talk-post-head">
          <QuestionBadges question={question} />
          <h1 className="talk-post-title">{question.title}</h1>
          <div className="talk-row-meta muted">
            <span>{question.author?.name ?? '—'}</span>
            <span>{formatPostDate(question.c_time, i18n.language)}</span>
            {question.u_time !== question.c_time ? <span>{t('talk.post.edited')}</span> : null}
          </div>
        </header>
        {question.is_faq ? null : (
          <p className="support-note" role="note">
            {t('competition.support.private')}
          </p>
        )}
        <Markdown source={question.content} testId="support-question-body" />
        <footer className="talk-post-foot support-actions">
          {question.can_edit ? (
            <Link className="btn btn-outline btn-sm" to={lp(`${base}/${question.sp_id}/edit`)}>
              {t('competition.support.edit')}
            </Link>
          ) : null}
          {question.is_mine && question.answered ? <p className="muted">{t('competition.support.locked')}</p> : null}
          {question.is_host ? (
            <>
              <button type="button" className="btn btn-outline btn-sm" disabled={faq.isPending || (!question.answered && !question.is_faq)} onClick={toggleFaq}>
                {question.is_faq ? t('competition.support.unpublish') : t('competition.support.publish')}
              </button>
              {question.answered ? null : <p className="muted">{t('competition.support.publishNeedsAnswer')}</p>}
            </>
          ) : null}
        </footer>
      </article>
      <CommentsSection
        board={supportCommunity}
        postId={question.sp_id}
        isLoggedIn={isLoggedIn}
        readOnly={isLoggedIn && !question.can_write}
        formText={
          question.is_host
            ? { placeholder: t('competition.support.answerPlaceholder'), submit: t('competition.support.answerSubmit') }
            : { placeholder: t('competition.support.followUpPlaceholder'), submit: t('competition.support.followUpSubmit') }
        }
      />
    </PostFrame>
  );
}

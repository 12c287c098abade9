import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalkSubject } from '@madang/contracts/talkboard';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { competitionPath } from '../../../lib/competition-path.ts';

/** What a post is about, as links: a looking-for-team post's competition team page, a learning question's project. */
export function SubjectLinks({ subject }: { subject: TalkSubject }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (!subject.cpt && !subject.edu) return null;
  return (
    <p className="talk-subject">
      {subject.cpt ? (
        <Link to={lp(competitionPath(subject.cpt, 'team'))} data-testid="talk-subject-team">
          {t('talk.post.teamPage', { title: subject.cpt.title })}
        </Link>
      ) : null}
      {subject.edu ? (
        <Link to={lp(`/edu/${subject.edu.id}`)} data-testid="talk-subject-edu">
          {t('talk.post.eduProject', { title: subject.edu.title })}
        </Link>
      ) : null}
    </p>
  );
}

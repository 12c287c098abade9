import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openLoginPopup } from '../../../app/app-state.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { useSession } from '../../session/use-session.ts';
import { useCurrentCompetition } from '../detail/use-current-competition.ts';
import { localized } from '../../../lib/format/localized.ts';
import { competitionPath } from '../../../lib/competition-path.ts';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { RuleFacts } from '../overview/overview-facts.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { PhoneRequiredDialog } from './phone-required-dialog.tsx';
import { useJoinFlow } from './use-join-flow.ts';

/** /competitions/{host}/{name}/agreement: the rules must be accepted before data or submissions; joining alone follows. */
export default function AgreementPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const competition = useCurrentCompetition();
  const flow = useJoinFlow(competition);
  const errorText = useErrorText();
  const [checked, setChecked] = useState(false);
  const { me } = competition;
  const done = me.agreed && (me.joined || competition.phase === 'ended' || competition.phase === 'closed');

  async function join() {
    try {
      const outcome = await flow.run();
      if (outcome === 'stopped') return;
      notify.success(outcome === 'joined' ? t('competition.join.joined') : t('competition.join.agreed'));
      void navigate(lp(competitionPath(competition, 'data')));
    } catch (error) {
      notify.error(errorText(error));
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void join();
  }

  return (
    <div className="cpt-agreement">
      <h2 className="cpt-section-title">{t('competition.agreement.title')}</h2>
      <Markdown source={localized(competition.pages.agreement, i18n.language)} testId="agreement-text" />
      <RuleFacts competition={competition} />
      {!isLoggedIn ? (
        <div className="cpt-callout">
          <p>{t('competition.agreement.loginFirst')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openLoginPopup(1, location.pathname)}>
            {t('competition.join.loginToJoin')}
          </button>
        </div>
      ) : done ? (
        <div className="cpt-callout cpt-callout-ok" data-testid="agreement-done">
          <p>{me.joined ? t('competition.agreement.doneJoined', { team: me.team_name }) : t('competition.agreement.done')}</p>
          <div className="cpt-actions">
            <Link className="btn btn-outline" to={lp(competitionPath(competition, 'data'))}>
              {t('competition.tabs.data')}
            </Link>
            {competition.me.can_submit ? (
              <Link className="btn btn-primary" to={lp(competitionPath(competition, 'mysubmission'))}>
                {t('competition.join.submit')}
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <form className="cpt-callout" onSubmit={submit}>
          <label className="check">
            <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
            {t('competition.agreement.accept')}
          </label>
          {competition.rules.requires_phone ? <p className="muted">{t('competition.agreement.phoneNote')}</p> : null}
          <button type="submit" className="btn btn-primary" disabled={!checked || flow.busy}>
            {me.agreed ? t('competition.agreement.joinButton') : t('competition.agreement.button')}
          </button>
        </form>
      )}
      <PhoneRequiredDialog
        reason={flow.phoneProblem}
        onClose={flow.clearPhoneProblem}
        onVerified={() => {
          flow.clearPhoneProblem();
          notify.success(t('auth.phone.verified'));
          void join();
        }}
      />
    </div>
  );
}

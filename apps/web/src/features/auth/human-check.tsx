import { useEffect, useRef, useState } from 'react';
import type { HumanCheckSettings } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { exchangeHumanToken, fetchLocalHumanToken } from './human-check-api.ts';
import { loadHostedWidget } from './hosted-widget.ts';
import './human-check.css';

interface HumanCheckProps {
  settings: HumanCheckSettings;
  /** A one-time pass for the sign-up, or null when it must be done (again). */
  onPass: (pass: string | null) => void;
  /** Changes after a refused sign-up, so the widget starts over (a pass is spent either way). */
  round: number;
}

function HostedWidget({ settings, onToken }: { settings: HumanCheckSettings & { kind: 'recaptcha' | 'turnstile' }; onToken: (token: string | null) => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    loadHostedWidget(settings.kind)
      .then((widget) => {
        if (alive && box.current) widget.render(box.current, { sitekey: settings.siteKey, callback: onToken, 'expired-callback': () => onToken(null) });
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [settings, onToken]);
  return failed ? <p className="field-error">{t('auth.humanCheck.failed')}</p> : <div ref={box} />;
}

/** The sign-up's human check (off by default): the server's widget, or the development checkbox; its token becomes a pass. */
export function HumanCheck({ settings, onPass, round }: HumanCheckProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setChecked(false);
    onPass(null);
  }, [round, onPass]);

  const exchange = (token: string | null) => {
    setError(null);
    if (!token) return onPass(null);
    exchangeHumanToken(settings.kind, token).then(onPass, (failure: unknown) => {
      setChecked(false);
      setError(apiErrorText(failure, t));
    });
  };

  return (
    <fieldset className="human-check" data-testid="human-check">
      <legend className="sr-only">{t('auth.humanCheck.label')}</legend>
      {settings.kind === 'local' ? (
        <label className="check">
          <input
            type="checkbox"
            checked={checked}
            disabled={checked}
            onChange={() => {
              setChecked(true);
              fetchLocalHumanToken().then(exchange, () => {
                setChecked(false);
                setError(t('auth.humanCheck.failed'));
              });
            }}
          />
          {t('auth.humanCheck.local')}
        </label>
      ) : settings.kind === 'off' ? null : (
        <HostedWidget key={round} settings={{ ...settings, kind: settings.kind }} onToken={exchange} />
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

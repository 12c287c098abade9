import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EduStepView } from '@madang/contracts';
import { localized } from '../../../lib/format/localized.ts';
import { LockIcon } from '../parts/lock-icon.tsx';

const mark = (step: EduStepView) => (step.status === 'passed' ? '✓' : step.locked ? <LockIcon /> : String(step.number));

/** The stage's steps in order; locked ones are shown but cannot be opened until every step before them is passed. */
export function StepNav({ steps, current, onSelect }: { steps: readonly EduStepView[]; current: number; onSelect: (step: number) => void }) {
  const { t, i18n } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  // On a phone the steps are a strip wider than the screen: the open one is scrolled into it.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="edu-step-nav" aria-label={t('learn.stage.steps')} ref={nav}>
      <ol>
        {steps.map((step) => {
          const state = step.status === 'passed' ? t('learn.stepState.passed') : step.locked ? t('learn.stepState.locked') : t(`learn.stepState.${step.status}`);
          return (
            <li key={step.number}>
              <button
                type="button"
                className={`edu-step-link is-${step.locked ? 'locked' : step.status}`}
                aria-current={step.number === current ? 'step' : undefined}
                disabled={step.locked}
                onClick={() => onSelect(step.number)}
                data-testid={`step-link-${step.number}`}
              >
                <span className="edu-step-mark" aria-hidden="true">
                  {mark(step)}
                </span>
                <span className="edu-step-name">
                  <span className="edu-step-kind">{t(`learn.kind.${step.kind}`)}</span>
                  <span className="edu-step-title">{localized(step.title, i18n.language)}</span>
                </span>
                <span className="sr-only">{state}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

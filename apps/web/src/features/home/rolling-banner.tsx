import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { builtLinks } from '../../app/routing/page-of.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';

const slides = builtLinks([
  { key: 'competitions', to: '/competitions' },
  { key: 'learning', to: '/hackathon' },
  { key: 'community', to: '/community' },
] as const);

const ROTATE_MS = 6_000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The home hero: slides rotate on their own, stop while hovered or focused, and not at all for reduced motion. */
export function RollingBanner() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <section
      className="hero"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.carouselLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, i) => (
        <div
          key={slide.key}
          className={`hero-slide hero-${slide.key}`}
          role="group"
          aria-roledescription={t('home.slide')}
          aria-label={t('home.slideOf', { index: i + 1, total: slides.length })}
          hidden={i !== index}
        >
          <div className="hero-copy">
            <span className="hero-eyebrow">{t(`home.slides.${slide.key}.eyebrow`)}</span>
            <h2>{t(`home.slides.${slide.key}.title`)}</h2>
            <p>{t(`home.slides.${slide.key}.body`)}</p>
            <Link to={lp(slide.to)} className="btn btn-light">
              {t(`home.slides.${slide.key}.cta`)}
            </Link>
          </div>
          <div className="hero-art" aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
          </div>
        </div>
      ))}
      <div className="hero-dots">
        {slides.map((slide, i) => (
          <button key={slide.key} type="button" aria-label={t('home.goToSlide', { index: i + 1 })} aria-current={i === index ? 'true' : undefined} onClick={() => setIndex(i)} />
        ))}
      </div>
    </section>
  );
}

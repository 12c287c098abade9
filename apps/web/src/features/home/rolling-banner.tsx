import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@madang/contracts/banners';
import { builtLinks } from '../../app/routing/page-of.ts';
import { BannerLink } from './banner-link.tsx';
import { useBannersOf } from './home-api.ts';

/** The slides a site shows before its admins add banners (and when none is live). */
const builtInSlides = builtLinks([
  { key: 'competitions', to: '/competitions' },
  { key: 'learning', to: '/hackathon' },
  { key: 'community', to: '/community' },
] as const);

interface Slide {
  key: string;
  tone: string;
  eyebrow: string | null;
  title: string;
  body: string;
  to: string | null;
  cta: string;
  image: string | null;
}

const ROTATE_MS = 6_000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function useSlides(): Slide[] | null {
  const { t } = useTranslation();
  const query = useBannersOf('rolling');
  if (query.isPending) return null;
  const banners: Banner[] = query.data ?? [];
  if (banners.length > 0) {
    return banners.map((banner) => ({
      key: `banner-${banner.id}`,
      tone: 'hero-banner',
      eyebrow: null,
      title: banner.title,
      body: banner.body,
      to: banner.link_url,
      cta: t('home.bannerMore'),
      image: banner.image_url,
    }));
  }
  return builtInSlides.map((slide) => ({
    key: slide.key,
    tone: `hero-${slide.key}`,
    eyebrow: t(`home.slides.${slide.key}.eyebrow`),
    title: t(`home.slides.${slide.key}.title`),
    body: t(`home.slides.${slide.key}.body`),
    to: slide.to,
    cta: t(`home.slides.${slide.key}.cta`),
    image: null,
  }));
}

/**
 * The home hero: the admins' rolling banners (or the built-in slides while there are none). Slides rotate on
 * their own, stop while hovered or focused, and not at all for reduced motion.
 */
export function RollingBanner() {
  const { t } = useTranslation();
  const slides = useSlides();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides?.length ?? 0;

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (!slides) return <section className="hero hero-loading" aria-busy="true" aria-label={t('common.loading')} />;
  const current = index % slides.length;

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
          className={`hero-slide ${slide.tone}`}
          role="group"
          aria-roledescription={t('home.slide')}
          aria-label={t('home.slideOf', { index: i + 1, total: slides.length })}
          hidden={i !== current}
          data-testid="hero-slide"
        >
          {/* The first slide's image is the home's largest paint: fetched first (the server preloads it with the page too). */}
          {slide.image ? <img className="hero-image" src={slide.image} alt="" loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} /> : null}
          <div className="hero-copy">
            {slide.eyebrow ? <span className="hero-eyebrow">{slide.eyebrow}</span> : null}
            <h2>{slide.title}</h2>
            {slide.body ? <p>{slide.body}</p> : null}
            {slide.to ? (
              <BannerLink href={slide.to} className="btn btn-light">
                {slide.cta}
              </BannerLink>
            ) : null}
          </div>
          {slide.image ? null : (
            <div className="hero-art" aria-hidden="true">
              <span />
              <span />
              <span />
              <span />
            </div>
          )}
        </div>
      ))}
      {slides.length > 1 ? (
        <div className="hero-dots">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              aria-label={t('home.goToSlide', { index: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';
import { AVATAR_SIZES } from './avatar-style.ts';

/** Spec section 3: the sizes an avatar is drawn at. */
const SPEC_SIZES = [24, 28, 36, 40, 80, 120, 180];

describe('the avatar component', () => {
  it('comes in exactly the spec’s sizes', () => {
    expect([...AVATAR_SIZES]).toEqual(SPEC_SIZES);
  });

  it.each(SPEC_SIZES)('draws a picture, initials or the whale in a %i px square', (size) => {
    const picture = renderToStaticMarkup(createElement(Avatar, { user: { id: 1, name: '김마당', picture: '/p.jpeg' }, size: size as (typeof AVATAR_SIZES)[number] }));
    expect(picture).toContain(`width="${size}" height="${size}"`);
    expect(picture).toContain(`width:${size}px;height:${size}px`);
    for (const name of ['김마당', '★star']) {
      const drawn = renderToStaticMarkup(createElement(Avatar, { user: { id: 1, name, picture: null }, size: size as (typeof AVATAR_SIZES)[number] }));
      expect(drawn).toContain(`width:${size}px;height:${size}px;font-size:${Math.round(size * 0.4)}px`);
    }
  });

  it('is 36 px unless told otherwise', () => {
    expect(renderToStaticMarkup(createElement(Avatar, { user: { id: 1, name: 'data', picture: null } }))).toContain('width:36px;height:36px');
  });
});

/**
 * Each installation links its own channels, so they come from build settings
 * (VITE_SOCIAL_GITHUB, VITE_SOCIAL_YOUTUBE, VITE_SOCIAL_INSTAGRAM, VITE_SOCIAL_BLOG); unset ones are not shown.
 */
const configured = {
  github: import.meta.env.VITE_SOCIAL_GITHUB as string | undefined,
  youtube: import.meta.env.VITE_SOCIAL_YOUTUBE as string | undefined,
  instagram: import.meta.env.VITE_SOCIAL_INSTAGRAM as string | undefined,
  blog: import.meta.env.VITE_SOCIAL_BLOG as string | undefined,
};

export type SocialChannel = keyof typeof configured;

export const socialLinks = (Object.entries(configured) as [SocialChannel, string | undefined][])
  .filter((entry): entry is [SocialChannel, string] => Boolean(entry[1]))
  .map(([channel, href]) => ({ channel, href }));

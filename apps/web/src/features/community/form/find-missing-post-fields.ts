import { CONTENT_REQUIRED } from '@madang/contracts/talkboard-limits';

interface PostText {
  title: string;
  content: string;
}

/**
 * The catalog keys of what a post or support question lacks, checked before sending: an empty body reads the
 * server's own refusal ("please write the content"), so the message is the same whichever side catches it.
 */
export function findMissingPostFields(input: PostText): Partial<Record<keyof PostText, string>> {
  return {
    ...(input.title.trim() ? {} : { title: 'validation.required' }),
    ...(input.content.trim() ? {} : { content: CONTENT_REQUIRED }),
  };
}

import { describe, expect, it } from 'vitest';
import en from '@madang/i18n/en.json';
import ko from '@madang/i18n/ko.json';
import { findMissingPostFields } from './find-missing-post-fields.ts';

describe('findMissingPostFields', () => {
  it('passes a post with a title and a body', () => {
    expect(findMissingPostFields({ title: '질문', content: '본문' })).toEqual({});
  });

  it('asks for the content in the words the server refuses an empty body with', () => {
    expect(findMissingPostFields({ title: '질문', content: ' \n ' })).toEqual({ content: 'validation.content_required' });
    expect(ko.validation.content_required).toBe('내용을 작성해 주세요.');
    expect(en.validation.content_required).toBe('Please write the content.');
  });

  it('keeps the generic required message for an empty title', () => {
    expect(findMissingPostFields({ title: ' ', content: '' })).toEqual({ title: 'validation.required', content: 'validation.content_required' });
  });
});

import { defineMessages, type NoMessageValues } from 'react-intl';
import type { FormCode } from './post-draft';

export const messages = defineMessages<{
  createLabel: NoMessageValues;
  editLabel: NoMessageValues;
  title: NoMessageValues;
  titlePlaceholder: NoMessageValues;
  content: NoMessageValues;
  contentPlaceholder: NoMessageValues;
  category: NoMessageValues;
  topics: NoMessageValues;
  specialties: NoMessageValues;
  type: NoMessageValues;
  tags: NoMessageValues;
  tagsHint: NoMessageValues;
  tagsList: NoMessageValues;
  removeTag: { tag: string };
  visibility: NoMessageValues;
  visibilityHint: NoMessageValues;
  media: NoMessageValues;
  mediaHint: NoMessageValues;
  mediaSkipped: NoMessageValues;
  mediaCount: { count: number; max: number };
  attachedMedia: NoMessageValues;
  removeFile: { name: string };
  photo: { number: number };
  video: { number: number };
  removePhoto: { number: number };
  removeVideo: { number: number };
  videoUrl: NoMessageValues;
  articleLink: NoMessageValues;
  optional: NoMessageValues;
  urlPlaceholder: NoMessageValues;
  submitCreate: NoMessageValues;
  submitEdit: NoMessageValues;
  submittingCreate: NoMessageValues;
  submittingEdit: NoMessageValues;
  cancel: NoMessageValues;
  created: NoMessageValues;
  updated: NoMessageValues;
  createFailed: NoMessageValues;
  updateFailed: NoMessageValues;
  authorNotVerified: NoMessageValues;
  postNotFound: NoMessageValues;
  tooManyFiles: { count: number };
}>({
  createLabel: { id: 'feed.postForm.createLabel', defaultMessage: 'Create a post' },
  editLabel: { id: 'feed.postForm.editLabel', defaultMessage: 'Edit post' },
  title: { id: 'feed.postForm.title', defaultMessage: 'Title' },
  titlePlaceholder: {
    id: 'feed.postForm.titlePlaceholder',
    defaultMessage: 'e.g. Staying well in the winter cold',
  },
  content: { id: 'feed.postForm.content', defaultMessage: 'Content' },
  contentPlaceholder: {
    id: 'feed.postForm.contentPlaceholder',
    defaultMessage: 'Share your health advice, news or announcement',
  },
  category: { id: 'feed.postForm.category', defaultMessage: 'Category' },
  topics: { id: 'feed.postForm.topics', defaultMessage: 'Topics' },
  specialties: { id: 'feed.postForm.specialties', defaultMessage: 'Specialties' },
  type: { id: 'feed.postForm.type', defaultMessage: 'Type' },
  tags: { id: 'feed.postForm.tags', defaultMessage: 'Tags' },
  tagsHint: {
    id: 'feed.postForm.tagsHint',
    defaultMessage: 'Press Enter or type a comma to add a tag. Up to 10 tags.',
  },
  tagsList: { id: 'feed.postForm.tagsList', defaultMessage: 'Added tags' },
  removeTag: { id: 'feed.postForm.removeTag', defaultMessage: 'Remove tag {tag}' },
  visibility: { id: 'feed.postForm.visibility', defaultMessage: 'Public' },
  visibilityHint: {
    id: 'feed.postForm.visibilityHint',
    defaultMessage:
      'Everyone can read a public post in the health feed. Turn this off to keep it private: only you will see it.',
  },
  media: { id: 'feed.postForm.media', defaultMessage: 'Photos and videos' },
  mediaHint: {
    id: 'feed.postForm.mediaHint',
    defaultMessage: 'Upload images (JPG, PNG) or videos (MP4, MOV). Max 10MB per file.',
  },
  mediaSkipped: {
    id: 'feed.postForm.mediaSkipped',
    defaultMessage: 'Some files were skipped. Only images and videos under 10MB are allowed.',
  },
  mediaCount: { id: 'feed.postForm.mediaCount', defaultMessage: '{count} of {max} files' },
  attachedMedia: {
    id: 'feed.postForm.attachedMedia',
    defaultMessage: 'Attached photos and videos',
  },
  removeFile: { id: 'feed.postForm.removeFile', defaultMessage: 'Remove {name}' },
  photo: { id: 'feed.postForm.photo', defaultMessage: 'Photo {number}' },
  video: { id: 'feed.postForm.video', defaultMessage: 'Video {number}' },
  removePhoto: { id: 'feed.postForm.removePhoto', defaultMessage: 'Remove photo {number}' },
  removeVideo: { id: 'feed.postForm.removeVideo', defaultMessage: 'Remove video {number}' },
  videoUrl: { id: 'feed.postForm.videoUrl', defaultMessage: 'Video URL' },
  articleLink: { id: 'feed.postForm.articleLink', defaultMessage: 'Article link' },
  optional: { id: 'feed.postForm.optional', defaultMessage: 'Optional' },
  urlPlaceholder: { id: 'feed.postForm.urlPlaceholder', defaultMessage: 'e.g. https://…' },
  submitCreate: { id: 'feed.postForm.submitCreate', defaultMessage: 'Create Post' },
  submitEdit: { id: 'feed.postForm.submitEdit', defaultMessage: 'Save Changes' },
  submittingCreate: { id: 'feed.postForm.submittingCreate', defaultMessage: 'Publishing…' },
  submittingEdit: { id: 'feed.postForm.submittingEdit', defaultMessage: 'Saving…' },
  cancel: { id: 'feed.postForm.cancel', defaultMessage: 'Cancel' },
  created: { id: 'feed.postForm.created', defaultMessage: 'Post created successfully!' },
  updated: { id: 'feed.postForm.updated', defaultMessage: 'Post updated successfully!' },
  createFailed: {
    id: 'feed.postForm.createFailed',
    defaultMessage: 'Failed to create post. Please try again.',
  },
  updateFailed: {
    id: 'feed.postForm.updateFailed',
    defaultMessage: 'Failed to update post. Please try again.',
  },
  authorNotVerified: {
    id: 'feed.postForm.authorNotVerified',
    defaultMessage:
      'Only verified accounts can publish posts. Please complete your verification first.',
  },
  postNotFound: { id: 'feed.postForm.postNotFound', defaultMessage: 'Post not found' },
  tooManyFiles: {
    id: 'feed.postForm.tooManyFiles',
    defaultMessage: 'At most {count} files can be attached.',
  },
});

/** The form's own refusals, worded as the contract's catalogue words their codes. */
export const codeMessages = defineMessages<Record<FormCode, NoMessageValues>>({
  POST_FIELDS_REQUIRED: {
    id: 'feed.postForm.error.fieldsRequired',
    defaultMessage: 'Please fill in all required fields',
  },
  CATEGORY_REQUIRED: {
    id: 'feed.postForm.error.categoryRequired',
    defaultMessage: 'Please choose a category',
  },
  TAG_TOO_LONG: {
    id: 'feed.postForm.error.tagTooLong',
    defaultMessage: 'Each tag can be at most 30 characters.',
  },
  TOO_MANY_TAGS: {
    id: 'feed.postForm.error.tooManyTags',
    defaultMessage: 'A post can have at most 10 tags.',
  },
  URL_INVALID: {
    id: 'feed.postForm.error.urlInvalid',
    defaultMessage: 'Please enter a full web address starting with http:// or https://',
  },
  TOO_LONG: { id: 'feed.postForm.error.tooLong', defaultMessage: 'This value is too long' },
  VALIDATION: {
    id: 'feed.postForm.error.validation',
    defaultMessage: 'Please check your input and try again.',
  },
});

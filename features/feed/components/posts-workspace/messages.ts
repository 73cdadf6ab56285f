import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  sections: NoMessageValues;
  myPosts: NoMessageValues;
  createPost: NoMessageValues;
  analytics: NoMessageValues;
  createNew: NoMessageValues;
  intro: NoMessageValues;
}>({
  sections: { id: 'feed.postsWorkspace.sections', defaultMessage: 'Blog and health posts' },
  myPosts: { id: 'feed.postsWorkspace.myPosts', defaultMessage: 'My Posts' },
  createPost: { id: 'feed.postsWorkspace.createPost', defaultMessage: 'Create Post' },
  analytics: { id: 'feed.postsWorkspace.analytics', defaultMessage: 'Analytics' },
  createNew: { id: 'feed.postsWorkspace.createNew', defaultMessage: 'Create New Post' },
  intro: {
    id: 'feed.postsWorkspace.intro',
    defaultMessage:
      'Write health tips, news and announcements for your patients, and see how they are read.',
  },
});

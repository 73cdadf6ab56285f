import { defineMessages } from 'react-intl';
import type { AuthorType, FeedContentType, FeedProvider } from '@contract/feed';

/** Labels the feed's screens share: content types, providers, author types, visibility. */
export const contentTypeMessages = defineMessages({
  post: { id: 'feed.contentType.post', defaultMessage: 'Post' },
  video: { id: 'feed.contentType.video', defaultMessage: 'Video' },
  article: { id: 'feed.contentType.article', defaultMessage: 'Article' },
  announcement: { id: 'feed.contentType.announcement', defaultMessage: 'Announcement' },
}) satisfies Record<FeedContentType, unknown>;

export const providerMessages = defineMessages({
  doctors: { id: 'feed.provider.doctors', defaultMessage: 'Doctors' },
  hospitals: { id: 'feed.provider.hospitals', defaultMessage: 'Hospitals' },
  labs: { id: 'feed.provider.labs', defaultMessage: 'Labs' },
  pharmacies: { id: 'feed.provider.pharmacies', defaultMessage: 'Pharmacies' },
}) satisfies Record<FeedProvider, unknown>;

export const authorTypeMessages = defineMessages({
  doctor: { id: 'feed.authorType.doctor', defaultMessage: 'Doctor' },
  hospital: { id: 'feed.authorType.hospital', defaultMessage: 'Hospital' },
  lab: { id: 'feed.authorType.lab', defaultMessage: 'Lab' },
  pharmacy: { id: 'feed.authorType.pharmacy', defaultMessage: 'Pharmacy' },
}) satisfies Record<AuthorType, unknown>;

export const visibilityMessages = defineMessages({
  published: { id: 'feed.visibility.public', defaultMessage: 'Public' },
  private: { id: 'feed.visibility.private', defaultMessage: 'Private' },
});

/** 000 §8 and 001 §8: the catalogue's texts for the feed. */
export const catalogueMessages = defineMessages({
  likeFailed: {
    id: 'feed.catalogue.likeFailed',
    defaultMessage: 'Unable to like post. Please try again.',
  },
  linkCopied: { id: 'feed.catalogue.linkCopied', defaultMessage: 'Link copied to clipboard!' },
  shared: { id: 'feed.catalogue.shared', defaultMessage: 'Post shared successfully!' },
  shareFailed: {
    id: 'feed.catalogue.shareFailed',
    defaultMessage: 'The post could not be shared. Please try again.',
  },
  emptyTitle: { id: 'feed.catalogue.emptyTitle', defaultMessage: 'No posts found' },
  emptyDescription: {
    id: 'feed.catalogue.emptyDescription',
    defaultMessage: 'Try adjusting your filters to see more content',
  },
});

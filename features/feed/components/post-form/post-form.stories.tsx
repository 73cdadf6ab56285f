import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MAX_MEDIA_BYTES, mediaAccept } from '@contract/feed';
import * as fixtures from '@mocks/fixtures/feed-author';
import { sessions } from '@mocks/fixtures/sessions';
import {
  createPost,
  feedAuthorHandlers,
  feedAuthorStore,
  updatePost,
} from '@mocks/handlers/feed-author';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  fill,
  phone360,
  type Scope,
} from '@mocks/story-helpers';
import { PostForm } from './post-form';

const meta = {
  title: 'Features/Feed/PostForm',
  component: PostForm,
  args: { onSaved: fn(), onCancel: fn() },
  parameters: { session: sessions.doctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-3xl">
        <h1 className="mb-6 text-2xl font-semibold">Create Post</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...feedAuthorHandlers());
  },
} satisfies Meta<typeof PostForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Helpers ----

const pngBytes = Uint8Array.from(atob(fixtures.demoImagePng), (c) => c.charCodeAt(0));
const photo = (name = 'bp-chart.png') => new File([pngBytes], name, { type: 'image/png' });
const oversized = () =>
  new File([new Uint8Array(MAX_MEDIA_BYTES + 1)], 'ward-round.png', { type: 'image/png' });

const textbox = (scope: Scope, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${name}`) });
const fileInput = (scope: Scope) => scope.getByLabelText(/^Drag and drop files here/);
const submit = (scope: Scope, name = 'Create Post') =>
  userEvent.click(scope.getByRole('button', { name }));

/** Title and content: the least a post needs. */
async function fillRequired(canvas: Scope) {
  await fill(textbox(canvas, 'Title'), 'Keep warm, keep moving this winter');
  await fill(
    textbox(canvas, 'Content'),
    'Older people feel the cold first. Layer up, drink warm water and walk indoors for 20 minutes a day.',
  );
}

/** Drops files on the zone, as a person dragging them from a folder (no picker filter). */
function drop(canvas: Scope, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  fileInput(canvas)
    .closest('label')!
    .dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

/** Fills the form, attaches a photo and sends it; the server's answer is the story's. */
async function sendWithPhoto(canvas: Scope) {
  await fillRequired(canvas);
  await userEvent.upload(fileInput(canvas), photo());
  await expect(await canvas.findByRole('img', { name: 'bp-chart.png' })).toBeVisible();
  await submit(canvas);
}

/** Nothing typed was lost: the title, content and photo are still there. */
async function expectNothingLost(canvas: Scope) {
  await expect(textbox(canvas, 'Title')).toHaveValue('Keep warm, keep moving this winter');
  await expect(textbox(canvas, 'Content')).toHaveValue(
    'Older people feel the cold first. Layer up, drink warm water and walk indoors for 20 minutes a day.',
  );
  await expect(canvas.getByRole('img', { name: 'bp-chart.png' })).toBeVisible();
}

// ---- Stories ----

/** The empty form with the defaults of 001 §9: Health Tips, Post, public; the media hint. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvas, 'Title')).toHaveValue('');
    await expect(textbox(canvas, 'Content')).toHaveValue('');
    // Written in the interface's language unless the author says otherwise (ADR 0014).
    const written = within(canvas.getByRole('radiogroup', { name: 'Written in' }));
    await expect(written.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(written.getByText('नेपाली')).toHaveAttribute('lang', 'ne');
    await expect(textbox(canvas, 'Title')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('0/5,000')).toBeVisible();
    const category = canvas.getByRole('combobox', { name: /^Category/ });
    await expect(category).toHaveTextContent('Health Tips');
    await userEvent.click(category);
    const list = within(await within(document.body).findByRole('listbox'));
    await expect(list.getByRole('group', { name: 'Topics' })).toBeVisible();
    await expect(list.getByRole('group', { name: 'Specialties' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Post');
    await expect(canvas.getByRole('switch', { name: 'Public' })).toBeChecked();
    await expect(
      canvas.getByText('Upload images (JPG, PNG) or videos (MP4, MOV). Max 10MB per file.'),
    ).toBeVisible();
    await expect(canvas.getByText('0 of 6 files')).toBeVisible();
    // The picker offers images and videos only.
    await expect(fileInput(canvas)).toHaveAttribute('accept', mediaAccept);
    await expect(canvas.getByRole('textbox', { name: /^Video URL/ })).toHaveAttribute(
      'type',
      'url',
    );
    await expect(canvas.getByRole('textbox', { name: /^Article link/ })).toHaveAttribute(
      'type',
      'url',
    );
    await expect(canvas.getByRole('button', { name: 'Create Post' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Title and content are required (001 §5); a web address must be a full one. */
export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: /^Video URL/ }), 'youtube.com/watch');
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getAllByText('Please fill in all required fields')).toHaveLength(2),
    );
    await expect(textbox(canvas, 'Title')).toHaveFocus();
    await expect(textbox(canvas, 'Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Please enter a full web address starting with http:// or https://'),
    ).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(feedAuthorStore.posts()).toHaveLength(fixtures.myPosts.length);

    // Typing clears the field's message.
    await fill(textbox(canvas, 'Title'), 'Winter flu');
    await waitFor(() =>
      expect(canvas.getAllByText('Please fill in all required fields')).toHaveLength(1),
    );
  },
};

/** Tags: Enter or a comma adds one, lowercased and trimmed; a duplicate is ignored. */
export const Tags: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = textbox(canvas, 'Tags');
    await userEvent.type(tags, '  Diabetes {Enter}');
    const list = () => within(canvas.getByRole('list', { name: 'Added tags' }));
    await expect(list().getByText('diabetes')).toBeVisible();
    await expect(tags).toHaveValue('');

    await userEvent.type(tags, 'DIABETES{Enter}');
    await expect(list().getAllByRole('listitem')).toHaveLength(1);

    await userEvent.type(tags, 'Winter Care,nutrition,');
    await expect(
      list()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['diabetes', 'winter care', 'nutrition']);

    await userEvent.type(tags, `${'x'.repeat(31)}{Enter}`);
    await expect(await canvas.findByText('Each tag can be at most 30 characters.')).toBeVisible();
    await userEvent.clear(tags);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove tag winter care' }));
    await expect(list().queryByText('winter care')).toBeNull();
    // The focus moves on the next frame, once the list has been drawn without the tag.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove tag nutrition' })).toHaveFocus(),
    );
  },
};

/** A file too large, or not an image or video, is skipped with one message; the rest stay. */
export const MediaSkipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skipped = 'Some files were skipped. Only images and videos under 10MB are allowed.';
    await userEvent.upload(fileInput(canvas), [photo(), oversized()]);
    await expect(await canvas.findByText(skipped)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'bp-chart.png' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'ward-round.png' })).toBeNull();
    await expect(canvas.getByText('1 of 6 files')).toBeVisible();

    // A document dropped on the zone is skipped too.
    drop(canvas, [new File(['notes'], 'notes.txt', { type: 'text/plain' }), photo('camp.png')]);
    await expect(await canvas.findByRole('img', { name: 'camp.png' })).toBeVisible();
    await expect(canvas.getByText(skipped)).toBeVisible();
    await expect(canvas.getByText('2 of 6 files')).toBeVisible();

    // Removing a preview takes it away.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove bp-chart.png' }));
    await expect(canvas.queryByRole('img', { name: 'bp-chart.png' })).toBeNull();
    await expect(canvas.getByText('1 of 6 files')).toBeVisible();
  },
};

/** Six files in all: the seventh is not added. */
export const TooManyFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = Array.from({ length: 7 }, (_, i) => photo(`photo-${i + 1}.png`));
    await userEvent.upload(fileInput(canvas), files);
    await expect(await canvas.findByText('At most 6 files can be attached.')).toBeVisible();
    await expect(canvas.getByText('6 of 6 files')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'photo-7.png' })).toBeNull();
    await expect(fileInput(canvas)).toBeDisabled();
  },
};

/** Everything filled in and sent: the success message, and the post as stored. */
export const Created: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step(
      'Write the post: text, category, type, tags, private, a link and a photo',
      async () => {
        await fillRequired(canvas);
        await userEvent.click(canvas.getByRole('combobox', { name: /^Category/ }));
        await userEvent.click(
          await within(document.body).findByRole('option', { name: 'Fitness' }),
        );
        await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
        await userEvent.click(
          await within(document.body).findByRole('option', { name: 'Article' }),
        );
        await userEvent.type(textbox(canvas, 'Tags'), 'Winter{Enter}older adults');
        await userEvent.click(canvas.getByRole('switch', { name: 'Public' }));
        await expect(canvas.getByRole('switch', { name: 'Public' })).not.toBeChecked();
        await fill(
          canvas.getByRole('textbox', { name: /^Article link/ }),
          'https://ujyalo.health/articles/winter',
        );
        await userEvent.upload(fileInput(canvas), photo());
        await expect(await canvas.findByRole('img', { name: 'bp-chart.png' })).toBeVisible();
      },
    );

    await step('Send it: told so, and stored as written, in English', async () => {
      await submit(canvas);
      await expectToast('Post created successfully!');
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
      const saved = feedAuthorStore.posts()[0]!;
      await expect(saved).toMatchObject({
        title: 'Keep warm, keep moving this winter',
        category: 'Fitness',
        type: 'article',
        status: 'private',
        tags: ['winter', 'older adults'],
        language: 'en',
        articleLink: 'https://ujyalo.health/articles/winter',
        media: [expect.objectContaining({ type: 'image' })],
      });
      await expect(args.onSaved).toHaveBeenCalledWith(saved);
    });

    await step('See the form ready for the next post', async () => {
      await expect(textbox(canvas, 'Title')).toHaveValue('');
      await expect(canvas.getByText('0 of 6 files')).toBeVisible();
    });
  },
};

/** While the post is sent: the button says so and cannot be pressed again. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(createPost.timeout());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await submit(canvas);
    const button = await canvas.findByRole('button', { name: 'Publishing…' });
    // The loading button keeps its focus and says it is busy; it takes no second press.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Publishing…' })).toHaveFocus();
  },
};

/** The server refuses a file that is not really an image (415): its words, at the media. */
export const MediaRejected: Story = {
  beforeEach({ msw }) {
    msw.use(createPost.mediaRejected());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendWithPhoto(canvas);
    await expect(
      await canvas.findByText(
        'Only images (JPG, PNG, WebP, GIF) and videos (MP4, MOV, WebM) can be added.',
      ),
    ).toBeVisible();
    await expect(fileInput(canvas)).toHaveFocus();
    await expectNothingLost(canvas);
  },
};

/** A file over 10 MB reached the server (413): its words, at the media. */
export const FileTooLarge: Story = {
  beforeEach({ msw }) {
    msw.use(createPost.tooLarge());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendWithPhoto(canvas);
    await expect(await canvas.findByText('Each file must be at most 10 MB.')).toBeVisible();
    await expectNothingLost(canvas);
  },
};

/** An author whose account is not verified yet may not publish (403). */
export const NotVerified: Story = {
  beforeEach({ msw }) {
    msw.use(createPost.notVerified());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await sendWithPhoto(canvas);
    const alert = await canvas.findByText(
      'Only verified accounts can publish posts. Please complete your verification first.',
    );
    await expect(alert).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expectNothingLost(canvas);
  },
};

/** A field the server refuses (400 with `field`) is marked at that field. */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(createPost.fieldError('URL_INVALID', 'videoUrl'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await fill(canvas.getByRole('textbox', { name: /^Video URL/ }), 'https://example.com/v');
    await submit(canvas);
    const video = canvas.getByRole('textbox', { name: /^Video URL/ });
    await waitFor(() => expect(video).toHaveAttribute('aria-invalid', 'true'));
    await expect(video).toHaveAccessibleDescription(
      /Please enter a full web address starting with http:\/\/ or https:\/\//,
    );
    await expect(video).toHaveFocus();
  },
};

/** Anything else (here a 500): 001 §8's message, and nothing typed is lost. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(createPost.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendWithPhoto(canvas);
    await expect(await canvas.findByText('Failed to create post. Please try again.')).toBeVisible();
    await expectNothingLost(canvas);
    await expect(canvas.getByRole('button', { name: 'Create Post' })).toBeEnabled();
  },
};

/** No connection: the same message, and the post can be sent again. */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(createPost.offline());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendWithPhoto(canvas);
    await expect(await canvas.findByText('Failed to create post. Please try again.')).toBeVisible();
    await expectNothingLost(canvas);
  },
};

const withPhotos = fixtures.myPosts[1]!;

/** Editing: the post's fields and stored photos; a photo removed, the title changed. */
export const Edit: Story = {
  args: { post: withPhotos },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('See the stored post in the form', async () => {
      await expect(textbox(canvas, 'Title')).toHaveValue(withPhotos.title);
      await expect(textbox(canvas, 'Content')).toHaveValue(withPhotos.content);
      await expect(canvas.getByRole('combobox', { name: /^Category/ })).toHaveTextContent(
        'Health Tips',
      );
      const tags = within(canvas.getByRole('list', { name: 'Added tags' }));
      await expect(tags.getByText('blood pressure')).toBeVisible();
      await expect(canvas.getByRole('switch', { name: 'Public' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
      await expect(await canvas.findByRole('img', { name: 'Photo 1' })).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'Photo 2' })).toBeVisible();
      await expect(canvas.getByText('2 of 6 files')).toBeVisible();
    });

    await step('Remove a photo and retitle it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }));
      await expect(canvas.getByText('1 of 6 files')).toBeVisible();
      await userEvent.clear(textbox(canvas, 'Title'));
      await fill(textbox(canvas, 'Title'), 'Measuring blood pressure at home, step by step');
    });

    await step('Save: told so, and stored', async () => {
      await submit(canvas, 'Save Changes');
      await expectToast('Post updated successfully!');
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
      const stored = feedAuthorStore.find(withPhotos._id)!;
      await expect(stored.title).toBe('Measuring blood pressure at home, step by step');
      await expect(stored.media.map((m) => m._id)).toEqual([fixtures.mediaId(3)]);
    });
  },
};

/** The post was deleted elsewhere meanwhile: the catalogue's "Post not found". */
export const EditNotFound: Story = {
  args: { post: withPhotos },
  beforeEach({ msw }) {
    msw.use(updatePost.notFound());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas, 'Save Changes');
    await expect(await canvas.findByText('Post not found')).toBeVisible();
    await expect(textbox(canvas, 'Title')).toHaveValue(withPhotos.title);
  },
};

/** In Nepali: the drop zone and the counter in Nepali, Devanagari digits; a post starts in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('०/५,०००')).toBeVisible();
    await expect(canvas.getByText(/फाइलहरू यहाँ तानेर छोड्नुहोस्/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'नेपाली' })).toBeChecked();
    await expect(canvas.getAllByRole('textbox')[0]).toHaveAttribute('lang', 'ne');
  },
};

/**
 * A doctor using the Nepali interface writes in English: they say so, what they type is
 * marked English, and the post is stored as English (ADR 0014).
 */
export const EnglishFromNepaliInterface: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Choose English, then write', async () => {
      await userEvent.click(await canvas.findByRole('radio', { name: 'English' }));
      const [title, content] = canvas.getAllByRole('textbox');
      await expect(title).toHaveAttribute('lang', 'en');
      await fill(title!, 'Dengue: when to see a doctor');
      await fill(content!, 'Fever with pain behind the eyes needs a test the same day.');
    });
    await step('Send it: stored as English', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'पोस्ट सिर्जना गर्नुहोस्' }));
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
      await expect(feedAuthorStore.posts()[0]).toMatchObject({
        title: 'Dengue: when to see a doctor',
        language: 'en',
      });
    });
    await step('See the next post start in English too', async () => {
      await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    });
  },
};

/** Dark theme: the empty form stays readable (axe checks the contrast). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvas, 'Title')).toBeVisible();
    await expect(
      canvas.getByText('Upload images (JPG, PNG) or videos (MP4, MOV). Max 10MB per file.'),
    ).toBeVisible();
  },
};

/** A 360 px phone: one column, nothing sideways, thumb-sized controls. */
export const Phone: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPhoneWidth(canvasElement);
    await userEvent.upload(fileInput(canvas), photo());
    await userEvent.type(textbox(canvas, 'Tags'), 'winter{Enter}');
    await expect(await canvas.findByRole('img', { name: 'bp-chart.png' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await expectTouchTargets([
      canvas.getByRole('combobox', { name: /^Category/ }),
      canvas.getByRole('combobox', { name: 'Type' }),
      canvas.getByRole('button', { name: 'Remove tag winter' }),
      canvas.getByRole('button', { name: 'Remove bp-chart.png' }),
      canvas.getByRole('button', { name: 'Create Post' }),
    ]);
  },
};

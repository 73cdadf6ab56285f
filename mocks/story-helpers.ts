/**
 * What the feature stories' play functions do again and again: find what a person sees
 * (the page, a toast, a dialog, a card, a tab) and check it the same way everywhere.
 * Only stories import this module.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** What `within` gives: queries bound to one element. */
export type Scope = ReturnType<typeof within>;

/** The whole page: dialogs, menus, listboxes and toasts render outside the story's canvas. */
export const page = () => within(document.body);

/** Waits out an overlay's fade-in: until then it is not yet what a person sees. */
export const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** A dialog (or alert dialog), optionally by its name, once it has faded in. */
export async function openedDialog(
  role: 'dialog' | 'alertdialog' = 'dialog',
  name?: string | RegExp,
): Promise<Scope> {
  const dialog = await page().findByRole(role, name ? { name } : {});
  await shown(dialog);
  return within(dialog);
}

/**
 * The toasts' area, "Notifications (F8)" in either language. Look it up inside a wait:
 * while a modal dialog is open the rest of the page is hidden from queries.
 */
export const toastRegion = () => within(page().getByRole('region', { name: /F8/ }));

/** A toast (popup) shows `title` and, when given, `description`. */
export async function expectToast(title: string, description?: string) {
  await waitFor(() => expect(toastRegion().getByText(title)).toBeVisible(), { timeout: 4000 });
  if (description) await expect(toastRegion().getByText(description)).toBeVisible();
}

/** A heading of the story (the page's h1 unless `level` says otherwise), once shown. */
export const findHeading = (canvasElement: HTMLElement, name: string | RegExp, level = 1) =>
  within(canvasElement).findByRole('heading', { level, name });

/** A titled section of the story (a region named by its heading). */
export const region = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(within(canvasElement).getByRole('region', { name }));

/** The card (an article named by its heading), once shown. */
export const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('article', { name }));

/** The cards' names (their h2 headings), in the order the story shows them. */
export const cardNames = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('heading', { level: 2 })).map((h) => h.textContent);

/** A tab, by its name. */
export const tab = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('tab', { name });

/** Opens a tab, as a click on it. */
export const openTab = (canvasElement: HTMLElement, name: string | RegExp) =>
  userEvent.click(tab(canvasElement, name));

/** Picks `option` in the select named `field` (its list of options opens outside `scope`). */
export async function choose(scope: Scope, field: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: field }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** Types `text` into a field at once (pasting keeps long stories quick). */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

// ---- A 360 px phone ----

/** The phone's width in CSS pixels. */
export const PHONE_WIDTH = 360;

/**
 * A 360 px phone's viewport: spread it into a story (`...phone360`) that sets no
 * globals or parameters of its own.
 */
export const phone360 = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone360: {
          name: 'Phone (360 px)',
          styles: { width: `${PHONE_WIDTH}px`, height: '760px' },
          type: 'mobile',
        },
      },
    },
  },
} as const;

/** Waits until the story's window has the phone's width. */
export async function expectPhoneWidth(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView;
  await waitFor(() => expect(view?.innerWidth).toBe(PHONE_WIDTH));
}

/** Nothing on the page is wider than the phone, so nothing scrolls sideways. */
export const expectNoSidewaysScroll = (canvasElement: HTMLElement) =>
  expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);

/** Every one of `elements` is at least 44 px high: a touch target a thumb can hit. */
export async function expectTouchTargets(elements: Iterable<Element>) {
  for (const element of elements)
    await expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
}

// ---- Detail pages (a profile, a hospital) ----

/** The page is loading: `status` announced, the page still titled, no error. */
export async function expectLoadingPage(
  canvasElement: HTMLElement,
  { status, pageTitle }: { status: string; pageTitle: string },
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(status);
  await expect(canvas.getByRole('heading', { level: 1, name: pageTitle })).toBeInTheDocument();
  await expect(canvas.queryByRole('alert')).toBeNull();
}

/** The page failed to load: the alert titled `title`, the page still titled. Returns the alert. */
export async function expectFailedPage(
  canvasElement: HTMLElement,
  { title, pageTitle }: { title: string; pageTitle: string },
): Promise<Scope> {
  const canvas = within(canvasElement);
  const alert = within(await canvas.findByRole('alert'));
  await expect(alert.getByRole('heading', { name: title })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 1, name: pageTitle })).toBeInTheDocument();
  return alert;
}

/**
 * Not found: `title` as the page's h1, the reason, a way on (`link` and where it goes),
 * and Go Back, which returns to the page before (headed `previousPage`).
 */
export async function expectNotFoundPage(
  canvasElement: HTMLElement,
  {
    title,
    description,
    link,
    previousPage,
  }: {
    title: string;
    description: string;
    link: { name: string; href: string };
    previousPage: string;
  },
) {
  const canvas = within(canvasElement);
  await expect(await findHeading(canvasElement, title)).toBeVisible();
  await expect(canvas.getByText(description)).toBeVisible();
  await expect(canvas.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
  await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
  await expect(await findHeading(canvasElement, previousPage)).toBeVisible();
}

/** What the consent dialog's and the consent gate's story files share. */
import { expect, waitFor, within } from 'storybook/test';

/** The dialog renders in a portal on the document's body, outside the story's canvas. */
export const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dialog once it has faded in (clicks during the fade would be flaky). */
export async function shownDialog(canvasElement: HTMLElement, name = 'Do you agree?') {
  const dialog = await portal(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The catalogue's alert after I Disagree (000 §8). */
export const declinedText = 'You must accept the terms to use this application.';
